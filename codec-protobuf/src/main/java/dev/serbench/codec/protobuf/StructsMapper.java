package dev.serbench.codec.protobuf;

import dev.serbench.api.Lists;
import dev.serbench.model.Big;
import dev.serbench.model.BigList;
import dev.serbench.model.Medium;
import dev.serbench.model.MediumList;
import dev.serbench.model.Small;
import dev.serbench.model.SmallList;
import dev.serbench.schemas.proto.StructsProto;
import java.util.List;

/**
 * Small, Medium, Big and their lists to and from the messages of {@code structs.proto}. The optional
 * strings (field2, field3) use proto3 {@code optional}, so null and "" stay apart; Big.medium3 uses
 * message presence.
 */
final class StructsMapper {

  private StructsMapper() {}

  static List<MessageMapping<?, ?>> mappings() {
    return List.of(
        new MessageMapping<>(Small.class, StructsMapper::toMessage,
            StructsProto.Small.parser(), StructsMapper::toModel),
        new MessageMapping<>(Medium.class, StructsMapper::toMessage,
            StructsProto.Medium.parser(), StructsMapper::toModel),
        new MessageMapping<>(Big.class, StructsMapper::toMessage,
            StructsProto.Big.parser(), StructsMapper::toModel),
        new MessageMapping<>(SmallList.class, StructsMapper::toMessage,
            StructsProto.SmallList.parser(), StructsMapper::toModel),
        new MessageMapping<>(MediumList.class, StructsMapper::toMessage,
            StructsProto.MediumList.parser(), StructsMapper::toModel),
        new MessageMapping<>(BigList.class, StructsMapper::toMessage,
            StructsProto.BigList.parser(), StructsMapper::toModel));
  }

  static StructsProto.Small toMessage(Small small) {
    return StructsProto.Small.newBuilder().setId(small.id()).setName(small.name()).build();
  }

  static Small toModel(StructsProto.Small message) {
    return new Small(message.getId(), message.getName());
  }

  static StructsProto.Medium toMessage(Medium medium) {
    var builder = StructsProto.Medium.newBuilder()
        .setId(medium.id())
        .setName(medium.name())
        .setCreatedAt(TimestampMapper.toMessage(medium.createdAt()))
        .setUpdatedAt(TimestampMapper.toMessage(medium.updatedAt()))
        .setField1(medium.field1())
        .setField4(medium.field4())
        .setSmall(toMessage(medium.small()));
    if (medium.field2() != null) {
      builder.setField2(medium.field2());
    }
    if (medium.field3() != null) {
      builder.setField3(medium.field3());
    }
    return builder.build();
  }

  static Medium toModel(StructsProto.Medium message) {
    return new Medium(
        message.getId(),
        message.getName(),
        TimestampMapper.toModel(message.getCreatedAt()),
        TimestampMapper.toModel(message.getUpdatedAt()),
        message.getField1(),
        message.hasField2() ? message.getField2() : null,
        message.hasField3() ? message.getField3() : null,
        message.getField4(),
        toModel(message.getSmall()));
  }

  static StructsProto.Big toMessage(Big big) {
    var builder = StructsProto.Big.newBuilder()
        .setId(big.id())
        .setName(big.name())
        .setCreatedAt(TimestampMapper.toMessage(big.createdAt()))
        .setUpdatedAt(TimestampMapper.toMessage(big.updatedAt()))
        .setField1(big.field1())
        .setField4(big.field4())
        .setMedium1(toMessage(big.medium1()))
        .setMedium2(toMessage(big.medium2()));
    if (big.field2() != null) {
      builder.setField2(big.field2());
    }
    if (big.field3() != null) {
      builder.setField3(big.field3());
    }
    if (big.medium3() != null) {
      builder.setMedium3(toMessage(big.medium3()));
    }
    return builder.build();
  }

  static Big toModel(StructsProto.Big message) {
    return new Big(
        message.getId(),
        message.getName(),
        TimestampMapper.toModel(message.getCreatedAt()),
        TimestampMapper.toModel(message.getUpdatedAt()),
        message.getField1(),
        message.hasField2() ? message.getField2() : null,
        message.hasField3() ? message.getField3() : null,
        message.getField4(),
        toModel(message.getMedium1()),
        toModel(message.getMedium2()),
        message.hasMedium3() ? toModel(message.getMedium3()) : null);
  }

  static StructsProto.SmallList toMessage(SmallList list) {
    var builder = StructsProto.SmallList.newBuilder();
    for (Small item : list.items()) {
      builder.addItems(toMessage(item));
    }
    return builder.build();
  }

  static SmallList toModel(StructsProto.SmallList message) {
    return new SmallList(Lists.map(message.getItemsList(), StructsMapper::toModel));
  }

  static StructsProto.MediumList toMessage(MediumList list) {
    var builder = StructsProto.MediumList.newBuilder();
    for (Medium item : list.items()) {
      builder.addItems(toMessage(item));
    }
    return builder.build();
  }

  static MediumList toModel(StructsProto.MediumList message) {
    return new MediumList(Lists.map(message.getItemsList(), StructsMapper::toModel));
  }

  static StructsProto.BigList toMessage(BigList list) {
    var builder = StructsProto.BigList.newBuilder();
    for (Big item : list.items()) {
      builder.addItems(toMessage(item));
    }
    return builder.build();
  }

  static BigList toModel(StructsProto.BigList message) {
    return new BigList(Lists.map(message.getItemsList(), StructsMapper::toModel));
  }
}
