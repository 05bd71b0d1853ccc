package dev.serbench.codec.wire;

import dev.serbench.api.Lists;
import dev.serbench.model.Big;
import dev.serbench.model.BigList;
import dev.serbench.model.Medium;
import dev.serbench.model.MediumList;
import dev.serbench.model.Small;
import dev.serbench.model.SmallList;
import dev.serbench.schemas.wire.BigListWire;
import dev.serbench.schemas.wire.BigWire;
import dev.serbench.schemas.wire.MediumListWire;
import dev.serbench.schemas.wire.MediumWire;
import dev.serbench.schemas.wire.SmallListWire;
import dev.serbench.schemas.wire.SmallWire;
import java.util.List;

/**
 * Small, Medium, Big and their lists to and from the Wire messages of {@code structs.proto}. Wire
 * gives proto3 {@code optional} fields and message fields a null when absent, as the model does, so
 * field2, field3 and Big.medium3 map as they are.
 */
final class StructsMapper {

  private StructsMapper() {}

  static List<WireMapping<?, ?>> mappings() {
    return List.of(
        new WireMapping<>(Small.class, StructsMapper::toMessage,
            SmallWire.ADAPTER, StructsMapper::toModel),
        new WireMapping<>(Medium.class, StructsMapper::toMessage,
            MediumWire.ADAPTER, StructsMapper::toModel),
        new WireMapping<>(Big.class, StructsMapper::toMessage,
            BigWire.ADAPTER, StructsMapper::toModel),
        new WireMapping<>(SmallList.class, StructsMapper::toMessage,
            SmallListWire.ADAPTER, StructsMapper::toModel),
        new WireMapping<>(MediumList.class, StructsMapper::toMessage,
            MediumListWire.ADAPTER, StructsMapper::toModel),
        new WireMapping<>(BigList.class, StructsMapper::toMessage,
            BigListWire.ADAPTER, StructsMapper::toModel));
  }

  static SmallWire toMessage(Small small) {
    return new SmallWire.Builder().id(small.id()).name(small.name()).build();
  }

  static Small toModel(SmallWire message) {
    return new Small(message.id, message.name);
  }

  static MediumWire toMessage(Medium medium) {
    return new MediumWire.Builder()
        .id(medium.id())
        .name(medium.name())
        .created_at(medium.createdAt())
        .updated_at(medium.updatedAt())
        .field1(medium.field1())
        .field2(medium.field2())
        .field3(medium.field3())
        .field4(medium.field4())
        .small(toMessage(medium.small()))
        .build();
  }

  static Medium toModel(MediumWire message) {
    return new Medium(message.id, message.name, message.created_at, message.updated_at, message.field1,
        message.field2, message.field3, message.field4, toModel(message.small));
  }

  static BigWire toMessage(Big big) {
    return new BigWire.Builder()
        .id(big.id())
        .name(big.name())
        .created_at(big.createdAt())
        .updated_at(big.updatedAt())
        .field1(big.field1())
        .field2(big.field2())
        .field3(big.field3())
        .field4(big.field4())
        .medium1(toMessage(big.medium1()))
        .medium2(toMessage(big.medium2()))
        .medium3(big.medium3() == null ? null : toMessage(big.medium3()))
        .build();
  }

  static Big toModel(BigWire message) {
    return new Big(
        message.id,
        message.name,
        message.created_at,
        message.updated_at,
        message.field1,
        message.field2,
        message.field3,
        message.field4,
        toModel(message.medium1),
        toModel(message.medium2),
        message.medium3 == null ? null : toModel(message.medium3));
  }

  static SmallListWire toMessage(SmallList list) {
    return new SmallListWire.Builder()
        .items(Lists.map(list.items(), StructsMapper::toMessage))
        .build();
  }

  static SmallList toModel(SmallListWire message) {
    return new SmallList(Lists.map(message.items, StructsMapper::toModel));
  }

  static MediumListWire toMessage(MediumList list) {
    return new MediumListWire.Builder()
        .items(Lists.map(list.items(), StructsMapper::toMessage))
        .build();
  }

  static MediumList toModel(MediumListWire message) {
    return new MediumList(Lists.map(message.items, StructsMapper::toModel));
  }

  static BigListWire toMessage(BigList list) {
    return new BigListWire.Builder()
        .items(Lists.map(list.items(), StructsMapper::toMessage))
        .build();
  }

  static BigList toModel(BigListWire message) {
    return new BigList(Lists.map(message.items, StructsMapper::toModel));
  }
}
