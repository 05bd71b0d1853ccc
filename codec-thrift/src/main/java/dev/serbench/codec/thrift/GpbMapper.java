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
            dev.serbench.schemas.thrift.GpbTiny::new, GpbMapper::toModel),
        new StructMapping<>(GpbMedium.class, GpbMapper::toStruct,
            dev.serbench.schemas.thrift.GpbMedium::new, GpbMapper::toModel),
        new StructMapping<>(GpbBig.class, GpbMapper::toStruct,
            dev.serbench.schemas.thrift.GpbBig::new, GpbMapper::toModel),
        new StructMapping<>(GpbHuge.class, GpbMapper::toStruct,
            dev.serbench.schemas.thrift.GpbHuge::new, GpbMapper::toModel),
        new StructMapping<>(GpbComplex.class, GpbMapper::toStruct,
            dev.serbench.schemas.thrift.GpbComplex::new, GpbMapper::toModel),
        new StructMapping<>(GpbTinyList.class, GpbMapper::toStruct,
            dev.serbench.schemas.thrift.GpbTinyList::new, GpbMapper::toModel),
        new StructMapping<>(GpbMediumList.class, GpbMapper::toStruct,
            dev.serbench.schemas.thrift.GpbMediumList::new, GpbMapper::toModel),
        new StructMapping<>(GpbBigList.class, GpbMapper::toStruct,
            dev.serbench.schemas.thrift.GpbBigList::new, GpbMapper::toModel),
        new StructMapping<>(GpbHugeList.class, GpbMapper::toStruct,
            dev.serbench.schemas.thrift.GpbHugeList::new, GpbMapper::toModel),
        new StructMapping<>(GpbComplexList.class, GpbMapper::toStruct,
            dev.serbench.schemas.thrift.GpbComplexList::new, GpbMapper::toModel));
  }

  static dev.serbench.schemas.thrift.GpbTiny toStruct(GpbTiny tiny) {
    return new dev.serbench.schemas.thrift.GpbTiny().setTinyId(tiny.tinyId()).setSomeStr(tiny.someStr());
  }

  static GpbTiny toModel(dev.serbench.schemas.thrift.GpbTiny struct) {
    return new GpbTiny(struct.getTinyId(), struct.getSomeStr());
  }

  static dev.serbench.schemas.thrift.GpbMedium toStruct(GpbMedium medium) {
    return new dev.serbench.schemas.thrift.GpbMedium()
        .setMediumId(medium.mediumId())
        .setFirstName(medium.firstName())
        .setLastName(medium.lastName())
        .setBalance(medium.balance())
        .setCreatedAt(TimestampMapper.toStruct(medium.createdAt()))
        .setTiny(toStruct(medium.tiny()));
  }

  static GpbMedium toModel(dev.serbench.schemas.thrift.GpbMedium struct) {
    return new GpbMedium(struct.getMediumId(), struct.getFirstName(), struct.getLastName(), struct.getBalance(),
        TimestampMapper.toModel(struct.getCreatedAt()), toModel(struct.getTiny()));
  }

  static dev.serbench.schemas.thrift.GpbBig toStruct(GpbBig big) {
    return new dev.serbench.schemas.thrift.GpbBig()
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

  static GpbBig toModel(dev.serbench.schemas.thrift.GpbBig struct) {
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

  static dev.serbench.schemas.thrift.GpbHuge toStruct(GpbHuge huge) {
    return new dev.serbench.schemas.thrift.GpbHuge()
        .setBigs50(Lists.map(huge.bigs50(), GpbMapper::toStruct))
        .setBigs256(Lists.map(huge.bigs256(), GpbMapper::toStruct))
        .setBigs1024(Lists.map(huge.bigs1024(), GpbMapper::toStruct));
  }

  static GpbHuge toModel(dev.serbench.schemas.thrift.GpbHuge struct) {
    return new GpbHuge(
        Lists.map(struct.getBigs50(), GpbMapper::toModel),
        Lists.map(struct.getBigs256(), GpbMapper::toModel),
        Lists.map(struct.getBigs1024(), GpbMapper::toModel));
  }

  static dev.serbench.schemas.thrift.GpbComplex toStruct(GpbComplex complex) {
    Map<String, dev.serbench.schemas.thrift.GpbHuge> huges = new HashMap<>();
    for (Map.Entry<String, GpbHuge> entry : complex.huges().entrySet()) {
      huges.put(entry.getKey(), toStruct(entry.getValue()));
    }
    return new dev.serbench.schemas.thrift.GpbComplex().setHuges(huges);
  }

  static GpbComplex toModel(dev.serbench.schemas.thrift.GpbComplex struct) {
    Map<String, GpbHuge> huges = new LinkedHashMap<>();
    for (Map.Entry<String, dev.serbench.schemas.thrift.GpbHuge> entry : struct.getHuges().entrySet()) {
      huges.put(entry.getKey(), toModel(entry.getValue()));
    }
    return new GpbComplex(huges);
  }

  static dev.serbench.schemas.thrift.GpbTinyList toStruct(GpbTinyList list) {
    return new dev.serbench.schemas.thrift.GpbTinyList().setItems(Lists.map(list.items(), GpbMapper::toStruct));
  }

  static GpbTinyList toModel(dev.serbench.schemas.thrift.GpbTinyList struct) {
    return new GpbTinyList(Lists.map(struct.getItems(), GpbMapper::toModel));
  }

  static dev.serbench.schemas.thrift.GpbMediumList toStruct(GpbMediumList list) {
    return new dev.serbench.schemas.thrift.GpbMediumList().setItems(Lists.map(list.items(), GpbMapper::toStruct));
  }

  static GpbMediumList toModel(dev.serbench.schemas.thrift.GpbMediumList struct) {
    return new GpbMediumList(Lists.map(struct.getItems(), GpbMapper::toModel));
  }

  static dev.serbench.schemas.thrift.GpbBigList toStruct(GpbBigList list) {
    return new dev.serbench.schemas.thrift.GpbBigList().setItems(Lists.map(list.items(), GpbMapper::toStruct));
  }

  static GpbBigList toModel(dev.serbench.schemas.thrift.GpbBigList struct) {
    return new GpbBigList(Lists.map(struct.getItems(), GpbMapper::toModel));
  }

  static dev.serbench.schemas.thrift.GpbHugeList toStruct(GpbHugeList list) {
    return new dev.serbench.schemas.thrift.GpbHugeList().setItems(Lists.map(list.items(), GpbMapper::toStruct));
  }

  static GpbHugeList toModel(dev.serbench.schemas.thrift.GpbHugeList struct) {
    return new GpbHugeList(Lists.map(struct.getItems(), GpbMapper::toModel));
  }

  static dev.serbench.schemas.thrift.GpbComplexList toStruct(GpbComplexList list) {
    return new dev.serbench.schemas.thrift.GpbComplexList().setItems(Lists.map(list.items(), GpbMapper::toStruct));
  }

  static GpbComplexList toModel(dev.serbench.schemas.thrift.GpbComplexList struct) {
    return new GpbComplexList(Lists.map(struct.getItems(), GpbMapper::toModel));
  }
}
