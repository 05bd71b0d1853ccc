package dev.serbench.codec.avro;

import static dev.serbench.api.Lists.map;

import dev.serbench.model.Big;
import dev.serbench.model.BigList;
import dev.serbench.model.Medium;
import dev.serbench.model.MediumList;
import dev.serbench.model.Small;
import dev.serbench.model.SmallList;

/**
 * The "gob vs json" structs (structs.avsc) and their records. Optional fields are unions with null in
 * the schema, so {@code null} passes through both ways and {@code ""} stays {@code ""}.
 */
final class StructsMapper {

  private StructsMapper() {}

  static dev.serbench.schemas.avro.Small toAvro(Small s) {
    return new dev.serbench.schemas.avro.Small(s.id(), s.name());
  }

  static Small toModel(dev.serbench.schemas.avro.Small a) {
    return new Small(a.getId(), a.getName());
  }

  static dev.serbench.schemas.avro.Medium toAvro(Medium m) {
    return new dev.serbench.schemas.avro.Medium(m.id(), m.name(),
        TimestampMapper.toAvro(m.createdAt()), TimestampMapper.toAvro(m.updatedAt()),
        m.field1(), m.field2(), m.field3(), m.field4(), toAvro(m.small()));
  }

  static Medium toModel(dev.serbench.schemas.avro.Medium a) {
    return new Medium(a.getId(), a.getName(),
        TimestampMapper.toModel(a.getCreatedAt()), TimestampMapper.toModel(a.getUpdatedAt()),
        a.getField1(), a.getField2(), a.getField3(), a.getField4(), toModel(a.getSmall()));
  }

  static dev.serbench.schemas.avro.Big toAvro(Big b) {
    return new dev.serbench.schemas.avro.Big(b.id(), b.name(),
        TimestampMapper.toAvro(b.createdAt()), TimestampMapper.toAvro(b.updatedAt()),
        b.field1(), b.field2(), b.field3(), b.field4(),
        toAvro(b.medium1()), toAvro(b.medium2()), b.medium3() == null ? null : toAvro(b.medium3()));
  }

  static Big toModel(dev.serbench.schemas.avro.Big a) {
    return new Big(a.getId(), a.getName(),
        TimestampMapper.toModel(a.getCreatedAt()), TimestampMapper.toModel(a.getUpdatedAt()),
        a.getField1(), a.getField2(), a.getField3(), a.getField4(),
        toModel(a.getMedium1()), toModel(a.getMedium2()), a.getMedium3() == null ? null : toModel(a.getMedium3()));
  }

  static dev.serbench.schemas.avro.SmallList toAvro(SmallList list) {
    return new dev.serbench.schemas.avro.SmallList(map(list.items(), StructsMapper::toAvro));
  }

  static SmallList toModel(dev.serbench.schemas.avro.SmallList a) {
    return new SmallList(map(a.getItems(), StructsMapper::toModel));
  }

  static dev.serbench.schemas.avro.MediumList toAvro(MediumList list) {
    return new dev.serbench.schemas.avro.MediumList(map(list.items(), StructsMapper::toAvro));
  }

  static MediumList toModel(dev.serbench.schemas.avro.MediumList a) {
    return new MediumList(map(a.getItems(), StructsMapper::toModel));
  }

  static dev.serbench.schemas.avro.BigList toAvro(BigList list) {
    return new dev.serbench.schemas.avro.BigList(map(list.items(), StructsMapper::toAvro));
  }

  static BigList toModel(dev.serbench.schemas.avro.BigList a) {
    return new BigList(map(a.getItems(), StructsMapper::toModel));
  }
}
