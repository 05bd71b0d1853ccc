package dev.serbench.codec.wire;

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
import okio.ByteString;

/**
 * gob-proto-bench's types to and from the Wire messages of {@code gpb.proto}. GpbBig.age is a uint64
 * on the wire and a long with the same bits in both; countryBytes is a {@code bytes} field, an okio
 * ByteString in Wire, copied in and out.
 */
final class GpbMapper {

  private GpbMapper() {}

  static List<WireMapping<?, ?>> mappings() {
    return List.of(
        new WireMapping<>(GpbTiny.class, GpbMapper::toMessage,
            dev.serbench.schemas.wire.GpbTiny.ADAPTER, GpbMapper::toModel),
        new WireMapping<>(GpbMedium.class, GpbMapper::toMessage,
            dev.serbench.schemas.wire.GpbMedium.ADAPTER, GpbMapper::toModel),
        new WireMapping<>(GpbBig.class, GpbMapper::toMessage,
            dev.serbench.schemas.wire.GpbBig.ADAPTER, GpbMapper::toModel),
        new WireMapping<>(GpbHuge.class, GpbMapper::toMessage,
            dev.serbench.schemas.wire.GpbHuge.ADAPTER, GpbMapper::toModel),
        new WireMapping<>(GpbComplex.class, GpbMapper::toMessage,
            dev.serbench.schemas.wire.GpbComplex.ADAPTER, GpbMapper::toModel),
        new WireMapping<>(GpbTinyList.class, GpbMapper::toMessage,
            dev.serbench.schemas.wire.GpbTinyList.ADAPTER, GpbMapper::toModel),
        new WireMapping<>(GpbMediumList.class, GpbMapper::toMessage,
            dev.serbench.schemas.wire.GpbMediumList.ADAPTER, GpbMapper::toModel),
        new WireMapping<>(GpbBigList.class, GpbMapper::toMessage,
            dev.serbench.schemas.wire.GpbBigList.ADAPTER, GpbMapper::toModel),
        new WireMapping<>(GpbHugeList.class, GpbMapper::toMessage,
            dev.serbench.schemas.wire.GpbHugeList.ADAPTER, GpbMapper::toModel),
        new WireMapping<>(GpbComplexList.class, GpbMapper::toMessage,
            dev.serbench.schemas.wire.GpbComplexList.ADAPTER, GpbMapper::toModel));
  }

  static dev.serbench.schemas.wire.GpbTiny toMessage(GpbTiny tiny) {
    return new dev.serbench.schemas.wire.GpbTiny.Builder().tiny_id(tiny.tinyId()).some_str(tiny.someStr()).build();
  }

  static GpbTiny toModel(dev.serbench.schemas.wire.GpbTiny message) {
    return new GpbTiny(message.tiny_id, message.some_str);
  }

  static dev.serbench.schemas.wire.GpbMedium toMessage(GpbMedium medium) {
    return new dev.serbench.schemas.wire.GpbMedium.Builder()
        .medium_id(medium.mediumId())
        .first_name(medium.firstName())
        .last_name(medium.lastName())
        .balance(medium.balance())
        .created_at(medium.createdAt())
        .tiny(toMessage(medium.tiny()))
        .build();
  }

  static GpbMedium toModel(dev.serbench.schemas.wire.GpbMedium message) {
    return new GpbMedium(message.medium_id, message.first_name, message.last_name, message.balance,
        message.created_at, toModel(message.tiny));
  }

  static dev.serbench.schemas.wire.GpbBig toMessage(GpbBig big) {
    return new dev.serbench.schemas.wire.GpbBig.Builder()
        .big_id(big.bigId())
        .age(big.age())
        .country(big.country())
        .country_utf8(ByteString.of(big.countryBytes()))
        .created_at(big.createdAt())
        .updated_at(big.updatedAt())
        .deleted_at(big.deletedAt())
        .tiny(toMessage(big.tiny()))
        .medium(toMessage(big.medium()))
        .build();
  }

  static GpbBig toModel(dev.serbench.schemas.wire.GpbBig message) {
    return new GpbBig(
        message.big_id,
        message.age,
        message.country,
        message.country_utf8.toByteArray(),
        message.created_at,
        message.updated_at,
        message.deleted_at,
        toModel(message.tiny),
        toModel(message.medium));
  }

  static dev.serbench.schemas.wire.GpbHuge toMessage(GpbHuge huge) {
    return new dev.serbench.schemas.wire.GpbHuge.Builder()
        .bigs50(Lists.map(huge.bigs50(), GpbMapper::toMessage))
        .bigs256(Lists.map(huge.bigs256(), GpbMapper::toMessage))
        .bigs1024(Lists.map(huge.bigs1024(), GpbMapper::toMessage))
        .build();
  }

  static GpbHuge toModel(dev.serbench.schemas.wire.GpbHuge message) {
    return new GpbHuge(
        Lists.map(message.bigs50, GpbMapper::toModel),
        Lists.map(message.bigs256, GpbMapper::toModel),
        Lists.map(message.bigs1024, GpbMapper::toModel));
  }

  static dev.serbench.schemas.wire.GpbComplex toMessage(GpbComplex complex) {
    Map<String, dev.serbench.schemas.wire.GpbHuge> huges = new LinkedHashMap<>();
    for (Map.Entry<String, GpbHuge> entry : complex.huges().entrySet()) {
      huges.put(entry.getKey(), toMessage(entry.getValue()));
    }
    return new dev.serbench.schemas.wire.GpbComplex.Builder().huges(huges).build();
  }

  static GpbComplex toModel(dev.serbench.schemas.wire.GpbComplex message) {
    Map<String, GpbHuge> huges = new LinkedHashMap<>();
    for (Map.Entry<String, dev.serbench.schemas.wire.GpbHuge> entry : message.huges.entrySet()) {
      huges.put(entry.getKey(), toModel(entry.getValue()));
    }
    return new GpbComplex(huges);
  }

  static dev.serbench.schemas.wire.GpbTinyList toMessage(GpbTinyList list) {
    return new dev.serbench.schemas.wire.GpbTinyList.Builder()
        .items(Lists.map(list.items(), GpbMapper::toMessage))
        .build();
  }

  static GpbTinyList toModel(dev.serbench.schemas.wire.GpbTinyList message) {
    return new GpbTinyList(Lists.map(message.items, GpbMapper::toModel));
  }

  static dev.serbench.schemas.wire.GpbMediumList toMessage(GpbMediumList list) {
    return new dev.serbench.schemas.wire.GpbMediumList.Builder()
        .items(Lists.map(list.items(), GpbMapper::toMessage))
        .build();
  }

  static GpbMediumList toModel(dev.serbench.schemas.wire.GpbMediumList message) {
    return new GpbMediumList(Lists.map(message.items, GpbMapper::toModel));
  }

  static dev.serbench.schemas.wire.GpbBigList toMessage(GpbBigList list) {
    return new dev.serbench.schemas.wire.GpbBigList.Builder()
        .items(Lists.map(list.items(), GpbMapper::toMessage))
        .build();
  }

  static GpbBigList toModel(dev.serbench.schemas.wire.GpbBigList message) {
    return new GpbBigList(Lists.map(message.items, GpbMapper::toModel));
  }

  static dev.serbench.schemas.wire.GpbHugeList toMessage(GpbHugeList list) {
    return new dev.serbench.schemas.wire.GpbHugeList.Builder()
        .items(Lists.map(list.items(), GpbMapper::toMessage))
        .build();
  }

  static GpbHugeList toModel(dev.serbench.schemas.wire.GpbHugeList message) {
    return new GpbHugeList(Lists.map(message.items, GpbMapper::toModel));
  }

  static dev.serbench.schemas.wire.GpbComplexList toMessage(GpbComplexList list) {
    return new dev.serbench.schemas.wire.GpbComplexList.Builder()
        .items(Lists.map(list.items(), GpbMapper::toMessage))
        .build();
  }

  static GpbComplexList toModel(dev.serbench.schemas.wire.GpbComplexList message) {
    return new GpbComplexList(Lists.map(message.items, GpbMapper::toModel));
  }
}
