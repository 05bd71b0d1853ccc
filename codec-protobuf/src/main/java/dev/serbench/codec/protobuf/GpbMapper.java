package dev.serbench.codec.protobuf;

import com.google.protobuf.ByteString;
import dev.serbench.api.Lists;
import dev.serbench.model.GpbBig;
import dev.serbench.model.GpbBigList;
import dev.serbench.model.GpbComplex;
import dev.serbench.model.GpbComplexList;
import dev.serbench.model.GpbHuge;
import dev.serbench.model.GpbHugeList;
import dev.serbench.model.GpbMedium;
import dev.serbench.model.GpbMediumList;
import dev.serbench.model.GpbTiny;
import dev.serbench.model.GpbTinyList;
import dev.serbench.schemas.proto.GpbProto;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * gob-proto-bench's types to and from the messages of {@code gpb.proto}. GpbBig.age is a uint64 on the
 * wire and a long with the same bits here; countryBytes is a {@code bytes} field copied in and out.
 */
final class GpbMapper {

  private GpbMapper() {}

  static List<MessageMapping<?, ?>> mappings() {
    return List.of(
        new MessageMapping<>(GpbTiny.class, GpbMapper::toMessage,
            GpbProto.GpbTiny.parser(), GpbMapper::toModel),
        new MessageMapping<>(GpbMedium.class, GpbMapper::toMessage,
            GpbProto.GpbMedium.parser(), GpbMapper::toModel),
        new MessageMapping<>(GpbBig.class, GpbMapper::toMessage,
            GpbProto.GpbBig.parser(), GpbMapper::toModel),
        new MessageMapping<>(GpbHuge.class, GpbMapper::toMessage,
            GpbProto.GpbHuge.parser(), GpbMapper::toModel),
        new MessageMapping<>(GpbComplex.class, GpbMapper::toMessage,
            GpbProto.GpbComplex.parser(), GpbMapper::toModel),
        new MessageMapping<>(GpbTinyList.class, GpbMapper::toMessage,
            GpbProto.GpbTinyList.parser(), GpbMapper::toModel),
        new MessageMapping<>(GpbMediumList.class, GpbMapper::toMessage,
            GpbProto.GpbMediumList.parser(), GpbMapper::toModel),
        new MessageMapping<>(GpbBigList.class, GpbMapper::toMessage,
            GpbProto.GpbBigList.parser(), GpbMapper::toModel),
        new MessageMapping<>(GpbHugeList.class, GpbMapper::toMessage,
            GpbProto.GpbHugeList.parser(), GpbMapper::toModel),
        new MessageMapping<>(GpbComplexList.class, GpbMapper::toMessage,
            GpbProto.GpbComplexList.parser(), GpbMapper::toModel));
  }

  static GpbProto.GpbTiny toMessage(GpbTiny tiny) {
    return GpbProto.GpbTiny.newBuilder().setTinyId(tiny.tinyId()).setSomeStr(tiny.someStr()).build();
  }

  static GpbTiny toModel(GpbProto.GpbTiny message) {
    return new GpbTiny(message.getTinyId(), message.getSomeStr());
  }

  static GpbProto.GpbMedium toMessage(GpbMedium medium) {
    return GpbProto.GpbMedium.newBuilder()
        .setMediumId(medium.mediumId())
        .setFirstName(medium.firstName())
        .setLastName(medium.lastName())
        .setBalance(medium.balance())
        .setCreatedAt(TimestampMapper.toMessage(medium.createdAt()))
        .setTiny(toMessage(medium.tiny()))
        .build();
  }

  static GpbMedium toModel(GpbProto.GpbMedium message) {
    return new GpbMedium(message.getMediumId(), message.getFirstName(), message.getLastName(), message.getBalance(),
        TimestampMapper.toModel(message.getCreatedAt()), toModel(message.getTiny()));
  }

  static GpbProto.GpbBig toMessage(GpbBig big) {
    return GpbProto.GpbBig.newBuilder()
        .setBigId(big.bigId())
        .setAge(big.age())
        .setCountry(big.country())
        .setCountryUtf8(ByteString.copyFrom(big.countryBytes()))
        .setCreatedAt(TimestampMapper.toMessage(big.createdAt()))
        .setUpdatedAt(TimestampMapper.toMessage(big.updatedAt()))
        .setDeletedAt(TimestampMapper.toMessage(big.deletedAt()))
        .setTiny(toMessage(big.tiny()))
        .setMedium(toMessage(big.medium()))
        .build();
  }

  static GpbBig toModel(GpbProto.GpbBig message) {
    return new GpbBig(
        message.getBigId(),
        message.getAge(),
        message.getCountry(),
        message.getCountryUtf8().toByteArray(),
        TimestampMapper.toModel(message.getCreatedAt()),
        TimestampMapper.toModel(message.getUpdatedAt()),
        TimestampMapper.toModel(message.getDeletedAt()),
        toModel(message.getTiny()),
        toModel(message.getMedium()));
  }

  static GpbProto.GpbHuge toMessage(GpbHuge huge) {
    var builder = GpbProto.GpbHuge.newBuilder();
    for (GpbBig big : huge.bigs50()) {
      builder.addBigs50(toMessage(big));
    }
    for (GpbBig big : huge.bigs256()) {
      builder.addBigs256(toMessage(big));
    }
    for (GpbBig big : huge.bigs1024()) {
      builder.addBigs1024(toMessage(big));
    }
    return builder.build();
  }

  static GpbHuge toModel(GpbProto.GpbHuge message) {
    return new GpbHuge(
        Lists.map(message.getBigs50List(), GpbMapper::toModel),
        Lists.map(message.getBigs256List(), GpbMapper::toModel),
        Lists.map(message.getBigs1024List(), GpbMapper::toModel));
  }

  static GpbProto.GpbComplex toMessage(GpbComplex complex) {
    var builder = GpbProto.GpbComplex.newBuilder();
    for (Map.Entry<String, GpbHuge> entry : complex.huges().entrySet()) {
      builder.putHuges(entry.getKey(), toMessage(entry.getValue()));
    }
    return builder.build();
  }

  static GpbComplex toModel(GpbProto.GpbComplex message) {
    Map<String, GpbHuge> huges = new LinkedHashMap<>();
    for (Map.Entry<String, GpbProto.GpbHuge> entry : message.getHugesMap().entrySet()) {
      huges.put(entry.getKey(), toModel(entry.getValue()));
    }
    return new GpbComplex(huges);
  }

  static GpbProto.GpbTinyList toMessage(GpbTinyList list) {
    var builder = GpbProto.GpbTinyList.newBuilder();
    for (GpbTiny item : list.items()) {
      builder.addItems(toMessage(item));
    }
    return builder.build();
  }

  static GpbTinyList toModel(GpbProto.GpbTinyList message) {
    return new GpbTinyList(Lists.map(message.getItemsList(), GpbMapper::toModel));
  }

  static GpbProto.GpbMediumList toMessage(GpbMediumList list) {
    var builder = GpbProto.GpbMediumList.newBuilder();
    for (GpbMedium item : list.items()) {
      builder.addItems(toMessage(item));
    }
    return builder.build();
  }

  static GpbMediumList toModel(GpbProto.GpbMediumList message) {
    return new GpbMediumList(Lists.map(message.getItemsList(), GpbMapper::toModel));
  }

  static GpbProto.GpbBigList toMessage(GpbBigList list) {
    var builder = GpbProto.GpbBigList.newBuilder();
    for (GpbBig item : list.items()) {
      builder.addItems(toMessage(item));
    }
    return builder.build();
  }

  static GpbBigList toModel(GpbProto.GpbBigList message) {
    return new GpbBigList(Lists.map(message.getItemsList(), GpbMapper::toModel));
  }

  static GpbProto.GpbHugeList toMessage(GpbHugeList list) {
    var builder = GpbProto.GpbHugeList.newBuilder();
    for (GpbHuge item : list.items()) {
      builder.addItems(toMessage(item));
    }
    return builder.build();
  }

  static GpbHugeList toModel(GpbProto.GpbHugeList message) {
    return new GpbHugeList(Lists.map(message.getItemsList(), GpbMapper::toModel));
  }

  static GpbProto.GpbComplexList toMessage(GpbComplexList list) {
    var builder = GpbProto.GpbComplexList.newBuilder();
    for (GpbComplex item : list.items()) {
      builder.addItems(toMessage(item));
    }
    return builder.build();
  }

  static GpbComplexList toModel(GpbProto.GpbComplexList message) {
    return new GpbComplexList(Lists.map(message.getItemsList(), GpbMapper::toModel));
  }
}
