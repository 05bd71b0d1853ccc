package dev.serbench.codec.thrift;

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
import dev.serbench.schemas.thrift.GpbBigListThrift;
import dev.serbench.schemas.thrift.GpbBigThrift;
import dev.serbench.schemas.thrift.GpbComplexListThrift;
import dev.serbench.schemas.thrift.GpbComplexThrift;
import dev.serbench.schemas.thrift.GpbHugeListThrift;
import dev.serbench.schemas.thrift.GpbHugeThrift;
import dev.serbench.schemas.thrift.GpbMediumListThrift;
import dev.serbench.schemas.thrift.GpbMediumThrift;
import dev.serbench.schemas.thrift.GpbTinyListThrift;
import dev.serbench.schemas.thrift.GpbTinyThrift;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * gob-proto-bench's types to and from the structs of {@code gpb.thrift}. GpbBig.age is an i64 with the
 * bits of Go's uint64; countryBytes is a {@code binary} field, which the generated setter copies in.
 */
final class GpbMapper {

  private GpbMapper() {}

  static List<StructMapping<?, ?>> mappings() {
    return List.of(
        new StructMapping<>(GpbTiny.class, GpbMapper::toStruct,
            GpbTinyThrift::new, GpbMapper::toModel),
        new StructMapping<>(GpbMedium.class, GpbMapper::toStruct,
            GpbMediumThrift::new, GpbMapper::toModel),
        new StructMapping<>(GpbBig.class, GpbMapper::toStruct,
            GpbBigThrift::new, GpbMapper::toModel),
        new StructMapping<>(GpbHuge.class, GpbMapper::toStruct,
            GpbHugeThrift::new, GpbMapper::toModel),
        new StructMapping<>(GpbComplex.class, GpbMapper::toStruct,
            GpbComplexThrift::new, GpbMapper::toModel),
        new StructMapping<>(GpbTinyList.class, GpbMapper::toStruct,
            GpbTinyListThrift::new, GpbMapper::toModel),
        new StructMapping<>(GpbMediumList.class, GpbMapper::toStruct,
            GpbMediumListThrift::new, GpbMapper::toModel),
        new StructMapping<>(GpbBigList.class, GpbMapper::toStruct,
            GpbBigListThrift::new, GpbMapper::toModel),
        new StructMapping<>(GpbHugeList.class, GpbMapper::toStruct,
            GpbHugeListThrift::new, GpbMapper::toModel),
        new StructMapping<>(GpbComplexList.class, GpbMapper::toStruct,
            GpbComplexListThrift::new, GpbMapper::toModel));
  }

  static GpbTinyThrift toStruct(GpbTiny tiny) {
    return new GpbTinyThrift().setTinyId(tiny.tinyId()).setSomeStr(tiny.someStr());
  }

  static GpbTiny toModel(GpbTinyThrift struct) {
    return new GpbTiny(struct.getTinyId(), struct.getSomeStr());
  }

  static GpbMediumThrift toStruct(GpbMedium medium) {
    return new GpbMediumThrift()
        .setMediumId(medium.mediumId())
        .setFirstName(medium.firstName())
        .setLastName(medium.lastName())
        .setBalance(medium.balance())
        .setCreatedAt(TimestampMapper.toStruct(medium.createdAt()))
        .setTiny(toStruct(medium.tiny()));
  }

  static GpbMedium toModel(GpbMediumThrift struct) {
    return new GpbMedium(struct.getMediumId(), struct.getFirstName(), struct.getLastName(), struct.getBalance(),
        TimestampMapper.toModel(struct.getCreatedAt()), toModel(struct.getTiny()));
  }

  static GpbBigThrift toStruct(GpbBig big) {
    return new GpbBigThrift()
        .setBigId(big.bigId())
        .setAge(big.age())
        .setCountry(big.country())
        .setCountryUtf8(big.countryBytes())
        .setCreatedAt(TimestampMapper.toStruct(big.createdAt()))
        .setUpdatedAt(TimestampMapper.toStruct(big.updatedAt()))
        .setDeletedAt(TimestampMapper.toStruct(big.deletedAt()))
        .setTiny(toStruct(big.tiny()))
        .setMedium(toStruct(big.medium()));
  }

  static GpbBig toModel(GpbBigThrift struct) {
    return new GpbBig(
        struct.getBigId(),
        struct.getAge(),
        struct.getCountry(),
        struct.getCountryUtf8().clone(),
        TimestampMapper.toModel(struct.getCreatedAt()),
        TimestampMapper.toModel(struct.getUpdatedAt()),
        TimestampMapper.toModel(struct.getDeletedAt()),
        toModel(struct.getTiny()),
        toModel(struct.getMedium()));
  }

  static GpbHugeThrift toStruct(GpbHuge huge) {
    return new GpbHugeThrift()
        .setBigs50(Lists.map(huge.bigs50(), GpbMapper::toStruct))
        .setBigs256(Lists.map(huge.bigs256(), GpbMapper::toStruct))
        .setBigs1024(Lists.map(huge.bigs1024(), GpbMapper::toStruct));
  }

  static GpbHuge toModel(GpbHugeThrift struct) {
    return new GpbHuge(
        Lists.map(struct.getBigs50(), GpbMapper::toModel),
        Lists.map(struct.getBigs256(), GpbMapper::toModel),
        Lists.map(struct.getBigs1024(), GpbMapper::toModel));
  }

  static GpbComplexThrift toStruct(GpbComplex complex) {
    Map<String, GpbHugeThrift> huges = new HashMap<>();
    for (Map.Entry<String, GpbHuge> entry : complex.huges().entrySet()) {
      huges.put(entry.getKey(), toStruct(entry.getValue()));
    }
    return new GpbComplexThrift().setHuges(huges);
  }

  static GpbComplex toModel(GpbComplexThrift struct) {
    Map<String, GpbHuge> huges = new LinkedHashMap<>();
    for (Map.Entry<String, GpbHugeThrift> entry : struct.getHuges().entrySet()) {
      huges.put(entry.getKey(), toModel(entry.getValue()));
    }
    return new GpbComplex(huges);
  }

  static GpbTinyListThrift toStruct(GpbTinyList list) {
    return new GpbTinyListThrift().setItems(Lists.map(list.items(), GpbMapper::toStruct));
  }

  static GpbTinyList toModel(GpbTinyListThrift struct) {
    return new GpbTinyList(Lists.map(struct.getItems(), GpbMapper::toModel));
  }

  static GpbMediumListThrift toStruct(GpbMediumList list) {
    return new GpbMediumListThrift().setItems(Lists.map(list.items(), GpbMapper::toStruct));
  }

  static GpbMediumList toModel(GpbMediumListThrift struct) {
    return new GpbMediumList(Lists.map(struct.getItems(), GpbMapper::toModel));
  }

  static GpbBigListThrift toStruct(GpbBigList list) {
    return new GpbBigListThrift().setItems(Lists.map(list.items(), GpbMapper::toStruct));
  }

  static GpbBigList toModel(GpbBigListThrift struct) {
    return new GpbBigList(Lists.map(struct.getItems(), GpbMapper::toModel));
  }

  static GpbHugeListThrift toStruct(GpbHugeList list) {
    return new GpbHugeListThrift().setItems(Lists.map(list.items(), GpbMapper::toStruct));
  }

  static GpbHugeList toModel(GpbHugeListThrift struct) {
    return new GpbHugeList(Lists.map(struct.getItems(), GpbMapper::toModel));
  }

  static GpbComplexListThrift toStruct(GpbComplexList list) {
    return new GpbComplexListThrift().setItems(Lists.map(list.items(), GpbMapper::toStruct));
  }

  static GpbComplexList toModel(GpbComplexListThrift struct) {
    return new GpbComplexList(Lists.map(struct.getItems(), GpbMapper::toModel));
  }
}
