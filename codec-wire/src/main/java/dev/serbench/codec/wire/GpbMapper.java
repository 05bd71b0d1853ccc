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
import dev.serbench.schemas.wire.GpbBigListWire;
import dev.serbench.schemas.wire.GpbBigWire;
import dev.serbench.schemas.wire.GpbComplexListWire;
import dev.serbench.schemas.wire.GpbComplexWire;
import dev.serbench.schemas.wire.GpbHugeListWire;
import dev.serbench.schemas.wire.GpbHugeWire;
import dev.serbench.schemas.wire.GpbMediumListWire;
import dev.serbench.schemas.wire.GpbMediumWire;
import dev.serbench.schemas.wire.GpbTinyListWire;
import dev.serbench.schemas.wire.GpbTinyWire;
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
            GpbTinyWire.ADAPTER, GpbMapper::toModel),
        new WireMapping<>(GpbMedium.class, GpbMapper::toMessage,
            GpbMediumWire.ADAPTER, GpbMapper::toModel),
        new WireMapping<>(GpbBig.class, GpbMapper::toMessage,
            GpbBigWire.ADAPTER, GpbMapper::toModel),
        new WireMapping<>(GpbHuge.class, GpbMapper::toMessage,
            GpbHugeWire.ADAPTER, GpbMapper::toModel),
        new WireMapping<>(GpbComplex.class, GpbMapper::toMessage,
            GpbComplexWire.ADAPTER, GpbMapper::toModel),
        new WireMapping<>(GpbTinyList.class, GpbMapper::toMessage,
            GpbTinyListWire.ADAPTER, GpbMapper::toModel),
        new WireMapping<>(GpbMediumList.class, GpbMapper::toMessage,
            GpbMediumListWire.ADAPTER, GpbMapper::toModel),
        new WireMapping<>(GpbBigList.class, GpbMapper::toMessage,
            GpbBigListWire.ADAPTER, GpbMapper::toModel),
        new WireMapping<>(GpbHugeList.class, GpbMapper::toMessage,
            GpbHugeListWire.ADAPTER, GpbMapper::toModel),
        new WireMapping<>(GpbComplexList.class, GpbMapper::toMessage,
            GpbComplexListWire.ADAPTER, GpbMapper::toModel));
  }

  static GpbTinyWire toMessage(GpbTiny tiny) {
    return new GpbTinyWire.Builder().tiny_id(tiny.tinyId()).some_str(tiny.someStr()).build();
  }

  static GpbTiny toModel(GpbTinyWire message) {
    return new GpbTiny(message.tiny_id, message.some_str);
  }

  static GpbMediumWire toMessage(GpbMedium medium) {
    return new GpbMediumWire.Builder()
        .medium_id(medium.mediumId())
        .first_name(medium.firstName())
        .last_name(medium.lastName())
        .balance(medium.balance())
        .created_at(medium.createdAt())
        .tiny(toMessage(medium.tiny()))
        .build();
  }

  static GpbMedium toModel(GpbMediumWire message) {
    return new GpbMedium(message.medium_id, message.first_name, message.last_name, message.balance,
        message.created_at, toModel(message.tiny));
  }

  static GpbBigWire toMessage(GpbBig big) {
    return new GpbBigWire.Builder()
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

  static GpbBig toModel(GpbBigWire message) {
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

  static GpbHugeWire toMessage(GpbHuge huge) {
    return new GpbHugeWire.Builder()
        .bigs50(Lists.map(huge.bigs50(), GpbMapper::toMessage))
        .bigs256(Lists.map(huge.bigs256(), GpbMapper::toMessage))
        .bigs1024(Lists.map(huge.bigs1024(), GpbMapper::toMessage))
        .build();
  }

  static GpbHuge toModel(GpbHugeWire message) {
    return new GpbHuge(
        Lists.map(message.bigs50, GpbMapper::toModel),
        Lists.map(message.bigs256, GpbMapper::toModel),
        Lists.map(message.bigs1024, GpbMapper::toModel));
  }

  static GpbComplexWire toMessage(GpbComplex complex) {
    Map<String, GpbHugeWire> huges = new LinkedHashMap<>();
    for (Map.Entry<String, GpbHuge> entry : complex.huges().entrySet()) {
      huges.put(entry.getKey(), toMessage(entry.getValue()));
    }
    return new GpbComplexWire.Builder().huges(huges).build();
  }

  static GpbComplex toModel(GpbComplexWire message) {
    Map<String, GpbHuge> huges = new LinkedHashMap<>();
    for (Map.Entry<String, GpbHugeWire> entry : message.huges.entrySet()) {
      huges.put(entry.getKey(), toModel(entry.getValue()));
    }
    return new GpbComplex(huges);
  }

  static GpbTinyListWire toMessage(GpbTinyList list) {
    return new GpbTinyListWire.Builder()
        .items(Lists.map(list.items(), GpbMapper::toMessage))
        .build();
  }

  static GpbTinyList toModel(GpbTinyListWire message) {
    return new GpbTinyList(Lists.map(message.items, GpbMapper::toModel));
  }

  static GpbMediumListWire toMessage(GpbMediumList list) {
    return new GpbMediumListWire.Builder()
        .items(Lists.map(list.items(), GpbMapper::toMessage))
        .build();
  }

  static GpbMediumList toModel(GpbMediumListWire message) {
    return new GpbMediumList(Lists.map(message.items, GpbMapper::toModel));
  }

  static GpbBigListWire toMessage(GpbBigList list) {
    return new GpbBigListWire.Builder()
        .items(Lists.map(list.items(), GpbMapper::toMessage))
        .build();
  }

  static GpbBigList toModel(GpbBigListWire message) {
    return new GpbBigList(Lists.map(message.items, GpbMapper::toModel));
  }

  static GpbHugeListWire toMessage(GpbHugeList list) {
    return new GpbHugeListWire.Builder()
        .items(Lists.map(list.items(), GpbMapper::toMessage))
        .build();
  }

  static GpbHugeList toModel(GpbHugeListWire message) {
    return new GpbHugeList(Lists.map(message.items, GpbMapper::toModel));
  }

  static GpbComplexListWire toMessage(GpbComplexList list) {
    return new GpbComplexListWire.Builder()
        .items(Lists.map(list.items(), GpbMapper::toMessage))
        .build();
  }

  static GpbComplexList toModel(GpbComplexListWire message) {
    return new GpbComplexList(Lists.map(message.items, GpbMapper::toModel));
  }
}
