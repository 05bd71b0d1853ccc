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
import dev.serbench.schemas.avro.GpbBigAvro;
import dev.serbench.schemas.avro.GpbBigListAvro;
import dev.serbench.schemas.avro.GpbComplexAvro;
import dev.serbench.schemas.avro.GpbComplexListAvro;
import dev.serbench.schemas.avro.GpbHugeAvro;
import dev.serbench.schemas.avro.GpbHugeListAvro;
import dev.serbench.schemas.avro.GpbMediumAvro;
import dev.serbench.schemas.avro.GpbMediumListAvro;
import dev.serbench.schemas.avro.GpbTinyAvro;
import dev.serbench.schemas.avro.GpbTinyListAvro;
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

  static GpbTinyAvro toAvro(GpbTiny t) {
    return new GpbTinyAvro(t.tinyId(), t.someStr());
  }

  static GpbTiny toModel(GpbTinyAvro a) {
    return new GpbTiny(a.getTinyId(), a.getSomeStr());
  }

  static GpbMediumAvro toAvro(GpbMedium m) {
    return new GpbMediumAvro(m.mediumId(), m.firstName(), m.lastName(), m.balance(),
        TimestampMapper.toAvro(m.createdAt()), toAvro(m.tiny()));
  }

  static GpbMedium toModel(GpbMediumAvro a) {
    return new GpbMedium(a.getMediumId(), a.getFirstName(), a.getLastName(), a.getBalance(),
        TimestampMapper.toModel(a.getCreatedAt()), toModel(a.getTiny()));
  }

  static GpbBigAvro toAvro(GpbBig b) {
    return new GpbBigAvro(b.bigId(), b.age(), b.country(), ByteBuffer.wrap(b.countryBytes()),
        TimestampMapper.toAvro(b.createdAt()), TimestampMapper.toAvro(b.updatedAt()),
        TimestampMapper.toAvro(b.deletedAt()), toAvro(b.tiny()), toAvro(b.medium()));
  }

  static GpbBig toModel(GpbBigAvro a) {
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

  static GpbHugeAvro toAvro(GpbHuge h) {
    return new GpbHugeAvro(
        map(h.bigs50(), GpbMapper::toAvro), map(h.bigs256(), GpbMapper::toAvro), map(h.bigs1024(), GpbMapper::toAvro));
  }

  static GpbHuge toModel(GpbHugeAvro a) {
    return new GpbHuge(
        map(a.getBigs50(), GpbMapper::toModel), map(a.getBigs256(), GpbMapper::toModel),
        map(a.getBigs1024(), GpbMapper::toModel));
  }

  static GpbComplexAvro toAvro(GpbComplex c) {
    Map<String, GpbHugeAvro> huges = new LinkedHashMap<>(c.huges().size() * 4 / 3 + 1);
    for (Map.Entry<String, GpbHuge> e : c.huges().entrySet()) {
      huges.put(e.getKey(), toAvro(e.getValue()));
    }
    return new GpbComplexAvro(huges);
  }

  static GpbComplex toModel(GpbComplexAvro a) {
    Map<String, GpbHuge> huges = new HashMap<>(a.getHuges().size() * 4 / 3 + 1);
    for (Map.Entry<String, GpbHugeAvro> e : a.getHuges().entrySet()) {
      huges.put(e.getKey(), toModel(e.getValue()));
    }
    return new GpbComplex(huges);
  }

  static GpbTinyListAvro toAvro(GpbTinyList list) {
    return new GpbTinyListAvro(map(list.items(), GpbMapper::toAvro));
  }

  static GpbTinyList toModel(GpbTinyListAvro a) {
    return new GpbTinyList(map(a.getItems(), GpbMapper::toModel));
  }

  static GpbMediumListAvro toAvro(GpbMediumList list) {
    return new GpbMediumListAvro(map(list.items(), GpbMapper::toAvro));
  }

  static GpbMediumList toModel(GpbMediumListAvro a) {
    return new GpbMediumList(map(a.getItems(), GpbMapper::toModel));
  }

  static GpbBigListAvro toAvro(GpbBigList list) {
    return new GpbBigListAvro(map(list.items(), GpbMapper::toAvro));
  }

  static GpbBigList toModel(GpbBigListAvro a) {
    return new GpbBigList(map(a.getItems(), GpbMapper::toModel));
  }

  static GpbHugeListAvro toAvro(GpbHugeList list) {
    return new GpbHugeListAvro(map(list.items(), GpbMapper::toAvro));
  }

  static GpbHugeList toModel(GpbHugeListAvro a) {
    return new GpbHugeList(map(a.getItems(), GpbMapper::toModel));
  }

  static GpbComplexListAvro toAvro(GpbComplexList list) {
    return new GpbComplexListAvro(map(list.items(), GpbMapper::toAvro));
  }

  static GpbComplexList toModel(GpbComplexListAvro a) {
    return new GpbComplexList(map(a.getItems(), GpbMapper::toModel));
  }
}
