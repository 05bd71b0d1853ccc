package dev.serbench.codec.avro;

import static dev.serbench.api.Lists.map;

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
import java.nio.ByteBuffer;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * gob-proto-bench's structs (gpb.avsc) and their records. {@code age} keeps the uint64 bits in a long;
 * {@code countryBytes} is Avro {@code bytes}, a {@link ByteBuffer} in the generated classes.
 */
final class GpbMapper {

  private GpbMapper() {}

  static dev.serbench.schemas.avro.GpbTiny toAvro(GpbTiny t) {
    return new dev.serbench.schemas.avro.GpbTiny(t.tinyId(), t.someStr());
  }

  static GpbTiny toModel(dev.serbench.schemas.avro.GpbTiny a) {
    return new GpbTiny(a.getTinyId(), a.getSomeStr());
  }

  static dev.serbench.schemas.avro.GpbMedium toAvro(GpbMedium m) {
    return new dev.serbench.schemas.avro.GpbMedium(m.mediumId(), m.firstName(), m.lastName(), m.balance(),
        TimestampMapper.toAvro(m.createdAt()), toAvro(m.tiny()));
  }

  static GpbMedium toModel(dev.serbench.schemas.avro.GpbMedium a) {
    return new GpbMedium(a.getMediumId(), a.getFirstName(), a.getLastName(), a.getBalance(),
        TimestampMapper.toModel(a.getCreatedAt()), toModel(a.getTiny()));
  }

  static dev.serbench.schemas.avro.GpbBig toAvro(GpbBig b) {
    return new dev.serbench.schemas.avro.GpbBig(b.bigId(), b.age(), b.country(), ByteBuffer.wrap(b.countryBytes()),
        TimestampMapper.toAvro(b.createdAt()), TimestampMapper.toAvro(b.updatedAt()),
        TimestampMapper.toAvro(b.deletedAt()), toAvro(b.tiny()), toAvro(b.medium()));
  }

  static GpbBig toModel(dev.serbench.schemas.avro.GpbBig a) {
    return new GpbBig(a.getBigId(), a.getAge(), a.getCountry(), bytes(a.getCountryBytes()),
        TimestampMapper.toModel(a.getCreatedAt()), TimestampMapper.toModel(a.getUpdatedAt()),
        TimestampMapper.toModel(a.getDeletedAt()), toModel(a.getTiny()), toModel(a.getMedium()));
  }

  /** The buffer's remaining bytes, read through a duplicate so that the decoded record is left as it was. */
  private static byte[] bytes(ByteBuffer buffer) {
    byte[] bytes = new byte[buffer.remaining()];
    buffer.duplicate().get(bytes);
    return bytes;
  }

  static dev.serbench.schemas.avro.GpbHuge toAvro(GpbHuge h) {
    return new dev.serbench.schemas.avro.GpbHuge(
        map(h.bigs50(), GpbMapper::toAvro), map(h.bigs256(), GpbMapper::toAvro), map(h.bigs1024(), GpbMapper::toAvro));
  }

  static GpbHuge toModel(dev.serbench.schemas.avro.GpbHuge a) {
    return new GpbHuge(
        map(a.getBigs50(), GpbMapper::toModel), map(a.getBigs256(), GpbMapper::toModel),
        map(a.getBigs1024(), GpbMapper::toModel));
  }

  static dev.serbench.schemas.avro.GpbComplex toAvro(GpbComplex c) {
    Map<String, dev.serbench.schemas.avro.GpbHuge> huges = new LinkedHashMap<>(c.huges().size() * 4 / 3 + 1);
    for (Map.Entry<String, GpbHuge> e : c.huges().entrySet()) {
      huges.put(e.getKey(), toAvro(e.getValue()));
    }
    return new dev.serbench.schemas.avro.GpbComplex(huges);
  }

  static GpbComplex toModel(dev.serbench.schemas.avro.GpbComplex a) {
    Map<String, GpbHuge> huges = new HashMap<>(a.getHuges().size() * 4 / 3 + 1);
    for (Map.Entry<String, dev.serbench.schemas.avro.GpbHuge> e : a.getHuges().entrySet()) {
      huges.put(e.getKey(), toModel(e.getValue()));
    }
    return new GpbComplex(huges);
  }

  static dev.serbench.schemas.avro.GpbTinyList toAvro(GpbTinyList list) {
    return new dev.serbench.schemas.avro.GpbTinyList(map(list.items(), GpbMapper::toAvro));
  }

  static GpbTinyList toModel(dev.serbench.schemas.avro.GpbTinyList a) {
    return new GpbTinyList(map(a.getItems(), GpbMapper::toModel));
  }

  static dev.serbench.schemas.avro.GpbMediumList toAvro(GpbMediumList list) {
    return new dev.serbench.schemas.avro.GpbMediumList(map(list.items(), GpbMapper::toAvro));
  }

  static GpbMediumList toModel(dev.serbench.schemas.avro.GpbMediumList a) {
    return new GpbMediumList(map(a.getItems(), GpbMapper::toModel));
  }

  static dev.serbench.schemas.avro.GpbBigList toAvro(GpbBigList list) {
    return new dev.serbench.schemas.avro.GpbBigList(map(list.items(), GpbMapper::toAvro));
  }

  static GpbBigList toModel(dev.serbench.schemas.avro.GpbBigList a) {
    return new GpbBigList(map(a.getItems(), GpbMapper::toModel));
  }

  static dev.serbench.schemas.avro.GpbHugeList toAvro(GpbHugeList list) {
    return new dev.serbench.schemas.avro.GpbHugeList(map(list.items(), GpbMapper::toAvro));
  }

  static GpbHugeList toModel(dev.serbench.schemas.avro.GpbHugeList a) {
    return new GpbHugeList(map(a.getItems(), GpbMapper::toModel));
  }

  static dev.serbench.schemas.avro.GpbComplexList toAvro(GpbComplexList list) {
    return new dev.serbench.schemas.avro.GpbComplexList(map(list.items(), GpbMapper::toAvro));
  }

  static GpbComplexList toModel(dev.serbench.schemas.avro.GpbComplexList a) {
    return new GpbComplexList(map(a.getItems(), GpbMapper::toModel));
  }
}
