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
            dev.serbench.schemas.proto.GpbTiny.parser(), GpbMapper::toModel),
        new MessageMapping<>(GpbMedium.class, GpbMapper::toMessage,
            dev.serbench.schemas.proto.GpbMedium.parser(), GpbMapper::toModel),
        new MessageMapping<>(GpbBig.class, GpbMapper::toMessage,
            dev.serbench.schemas.proto.GpbBig.parser(), GpbMapper::toModel),
        new MessageMapping<>(GpbHuge.class, GpbMapper::toMessage,
            dev.serbench.schemas.proto.GpbHuge.parser(), GpbMapper::toModel),
        new MessageMapping<>(GpbComplex.class, GpbMapper::toMessage,
            dev.serbench.schemas.proto.GpbComplex.parser(), GpbMapper::toModel),
        new MessageMapping<>(GpbTinyList.class, GpbMapper::toMessage,
            dev.serbench.schemas.proto.GpbTinyList.parser(), GpbMapper::toModel),
        new MessageMapping<>(GpbMediumList.class, GpbMapper::toMessage,
            dev.serbench.schemas.proto.GpbMediumList.parser(), GpbMapper::toModel),
        new MessageMapping<>(GpbBigList.class, GpbMapper::toMessage,
            dev.serbench.schemas.proto.GpbBigList.parser(), GpbMapper::toModel),
        new MessageMapping<>(GpbHugeList.class, GpbMapper::toMessage,
            dev.serbench.schemas.proto.GpbHugeList.parser(), GpbMapper::toModel),
        new MessageMapping<>(GpbComplexList.class, GpbMapper::toMessage,
            dev.serbench.schemas.proto.GpbComplexList.parser(), GpbMapper::toModel));
  }

  static dev.serbench.schemas.proto.GpbTiny toMessage(GpbTiny tiny) {
    return dev.serbench.schemas.proto.GpbTiny.newBuilder().setTinyId(tiny.tinyId()).setSomeStr(tiny.someStr()).build();
  }

  static GpbTiny toModel(dev.serbench.schemas.proto.GpbTiny message) {
    return new GpbTiny(message.getTinyId(), message.getSomeStr());
  }

  static dev.serbench.schemas.proto.GpbMedium toMessage(GpbMedium medium) {
    return dev.serbench.schemas.proto.GpbMedium.newBuilder()
        .setMediumId(medium.mediumId())
        .setFirstName(medium.firstName())
        .setLastName(medium.lastName())
        .setBalance(medium.balance())
        .setCreatedAt(TimestampMapper.toMessage(medium.createdAt()))
        .setTiny(toMessage(medium.tiny()))
        .build();
  }

  static GpbMedium toModel(dev.serbench.schemas.proto.GpbMedium message) {
    return new GpbMedium(message.getMediumId(), message.getFirstName(), message.getLastName(), message.getBalance(),
        TimestampMapper.toModel(message.getCreatedAt()), toModel(message.getTiny()));
  }

  static dev.serbench.schemas.proto.GpbBig toMessage(GpbBig big) {
    return dev.serbench.schemas.proto.GpbBig.newBuilder()
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

  static GpbBig toModel(dev.serbench.schemas.proto.GpbBig message) {
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

  static dev.serbench.schemas.proto.GpbHuge toMessage(GpbHuge huge) {
    var builder = dev.serbench.schemas.proto.GpbHuge.newBuilder();
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

  static GpbHuge toModel(dev.serbench.schemas.proto.GpbHuge message) {
    return new GpbHuge(
        Lists.map(message.getBigs50List(), GpbMapper::toModel),
        Lists.map(message.getBigs256List(), GpbMapper::toModel),
        Lists.map(message.getBigs1024List(), GpbMapper::toModel));
  }

  static dev.serbench.schemas.proto.GpbComplex toMessage(GpbComplex complex) {
    var builder = dev.serbench.schemas.proto.GpbComplex.newBuilder();
    for (Map.Entry<String, GpbHuge> entry : complex.huges().entrySet()) {
      builder.putHuges(entry.getKey(), toMessage(entry.getValue()));
    }
    return builder.build();
  }

  static GpbComplex toModel(dev.serbench.schemas.proto.GpbComplex message) {
    Map<String, GpbHuge> huges = new LinkedHashMap<>();
    for (Map.Entry<String, dev.serbench.schemas.proto.GpbHuge> entry : message.getHugesMap().entrySet()) {
      huges.put(entry.getKey(), toModel(entry.getValue()));
    }
    return new GpbComplex(huges);
  }

  static dev.serbench.schemas.proto.GpbTinyList toMessage(GpbTinyList list) {
    var builder = dev.serbench.schemas.proto.GpbTinyList.newBuilder();
    for (GpbTiny item : list.items()) {
      builder.addItems(toMessage(item));
    }
    return builder.build();
  }

  static GpbTinyList toModel(dev.serbench.schemas.proto.GpbTinyList message) {
    return new GpbTinyList(Lists.map(message.getItemsList(), GpbMapper::toModel));
  }

  static dev.serbench.schemas.proto.GpbMediumList toMessage(GpbMediumList list) {
    var builder = dev.serbench.schemas.proto.GpbMediumList.newBuilder();
    for (GpbMedium item : list.items()) {
      builder.addItems(toMessage(item));
    }
    return builder.build();
  }

  static GpbMediumList toModel(dev.serbench.schemas.proto.GpbMediumList message) {
    return new GpbMediumList(Lists.map(message.getItemsList(), GpbMapper::toModel));
  }

  static dev.serbench.schemas.proto.GpbBigList toMessage(GpbBigList list) {
    var builder = dev.serbench.schemas.proto.GpbBigList.newBuilder();
    for (GpbBig item : list.items()) {
      builder.addItems(toMessage(item));
    }
    return builder.build();
  }

  static GpbBigList toModel(dev.serbench.schemas.proto.GpbBigList message) {
    return new GpbBigList(Lists.map(message.getItemsList(), GpbMapper::toModel));
  }

  static dev.serbench.schemas.proto.GpbHugeList toMessage(GpbHugeList list) {
    var builder = dev.serbench.schemas.proto.GpbHugeList.newBuilder();
    for (GpbHuge item : list.items()) {
      builder.addItems(toMessage(item));
    }
    return builder.build();
  }

  static GpbHugeList toModel(dev.serbench.schemas.proto.GpbHugeList message) {
    return new GpbHugeList(Lists.map(message.getItemsList(), GpbMapper::toModel));
  }

  static dev.serbench.schemas.proto.GpbComplexList toMessage(GpbComplexList list) {
    var builder = dev.serbench.schemas.proto.GpbComplexList.newBuilder();
    for (GpbComplex item : list.items()) {
      builder.addItems(toMessage(item));
    }
    return builder.build();
  }

  static GpbComplexList toModel(dev.serbench.schemas.proto.GpbComplexList message) {
    return new GpbComplexList(Lists.map(message.getItemsList(), GpbMapper::toModel));
  }
}
