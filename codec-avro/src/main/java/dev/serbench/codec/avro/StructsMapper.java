package dev.serbench.codec.avro;

import static dev.serbench.api.Lists.map;

import dev.serbench.model.Big;
import dev.serbench.model.BigList;
import dev.serbench.model.Medium;
import dev.serbench.model.MediumList;
import dev.serbench.model.Small;
import dev.serbench.model.SmallList;
import dev.serbench.schemas.avro.BigAvro;
import dev.serbench.schemas.avro.BigListAvro;
import dev.serbench.schemas.avro.MediumAvro;
import dev.serbench.schemas.avro.MediumListAvro;
import dev.serbench.schemas.avro.SmallAvro;
import dev.serbench.schemas.avro.SmallListAvro;

/**
 * The "gob vs json" structs (structs.avsc) and their records. Optional fields are unions with null in
 * the schema, so {@code null} passes through both ways and {@code ""} stays {@code ""}.
 */
final class StructsMapper {

  private StructsMapper() {}

  static SmallAvro toAvro(Small s) {
    return new SmallAvro(s.id(), s.name());
  }

  static Small toModel(SmallAvro a) {
    return new Small(a.getId(), a.getName());
  }

  static MediumAvro toAvro(Medium m) {
    return new MediumAvro(m.id(), m.name(),
        TimestampMapper.toAvro(m.createdAt()), TimestampMapper.toAvro(m.updatedAt()),
        m.field1(), m.field2(), m.field3(), m.field4(), toAvro(m.small()));
  }

  static Medium toModel(MediumAvro a) {
    return new Medium(a.getId(), a.getName(),
        TimestampMapper.toModel(a.getCreatedAt()), TimestampMapper.toModel(a.getUpdatedAt()),
        a.getField1(), a.getField2(), a.getField3(), a.getField4(), toModel(a.getSmall()));
  }

  static BigAvro toAvro(Big b) {
    return new BigAvro(b.id(), b.name(),
        TimestampMapper.toAvro(b.createdAt()), TimestampMapper.toAvro(b.updatedAt()),
        b.field1(), b.field2(), b.field3(), b.field4(),
        toAvro(b.medium1()), toAvro(b.medium2()), b.medium3() == null ? null : toAvro(b.medium3()));
  }

  static Big toModel(BigAvro a) {
    return new Big(a.getId(), a.getName(),
        TimestampMapper.toModel(a.getCreatedAt()), TimestampMapper.toModel(a.getUpdatedAt()),
        a.getField1(), a.getField2(), a.getField3(), a.getField4(),
        toModel(a.getMedium1()), toModel(a.getMedium2()), a.getMedium3() == null ? null : toModel(a.getMedium3()));
  }

  static SmallListAvro toAvro(SmallList list) {
    return new SmallListAvro(map(list.items(), StructsMapper::toAvro));
  }

  static SmallList toModel(SmallListAvro a) {
    return new SmallList(map(a.getItems(), StructsMapper::toModel));
  }

  static MediumListAvro toAvro(MediumList list) {
    return new MediumListAvro(map(list.items(), StructsMapper::toAvro));
  }

  static MediumList toModel(MediumListAvro a) {
    return new MediumList(map(a.getItems(), StructsMapper::toModel));
  }

  static BigListAvro toAvro(BigList list) {
    return new BigListAvro(map(list.items(), StructsMapper::toAvro));
  }

  static BigList toModel(BigListAvro a) {
    return new BigList(map(a.getItems(), StructsMapper::toModel));
  }
}
