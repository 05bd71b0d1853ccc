package dev.serbench.codec.thrift;

import dev.serbench.api.Lists;
import dev.serbench.model.Big;
import dev.serbench.model.BigList;
import dev.serbench.model.Medium;
import dev.serbench.model.MediumList;
import dev.serbench.model.Small;
import dev.serbench.model.SmallList;
import java.util.List;

/**
 * Small, Medium, Big and their lists to and from the structs of {@code structs.thrift}. The optional
 * fields (field2, field3, Big.medium3) are Thrift {@code optional} fields, left unset when the model
 * holds null, so null and "" stay apart.
 */
final class StructsMapper {

  private StructsMapper() {}

  static List<StructMapping<?, ?>> mappings() {
    return List.of(
        new StructMapping<>(Small.class, StructsMapper::toStruct,
            dev.serbench.schemas.thrift.Small::new, StructsMapper::toModel),
        new StructMapping<>(Medium.class, StructsMapper::toStruct,
            dev.serbench.schemas.thrift.Medium::new, StructsMapper::toModel),
        new StructMapping<>(Big.class, StructsMapper::toStruct,
            dev.serbench.schemas.thrift.Big::new, StructsMapper::toModel),
        new StructMapping<>(SmallList.class, StructsMapper::toStruct,
            dev.serbench.schemas.thrift.SmallList::new, StructsMapper::toModel),
        new StructMapping<>(MediumList.class, StructsMapper::toStruct,
            dev.serbench.schemas.thrift.MediumList::new, StructsMapper::toModel),
        new StructMapping<>(BigList.class, StructsMapper::toStruct,
            dev.serbench.schemas.thrift.BigList::new, StructsMapper::toModel));
  }

  static dev.serbench.schemas.thrift.Small toStruct(Small small) {
    return new dev.serbench.schemas.thrift.Small().setId(small.id()).setName(small.name());
  }

  static Small toModel(dev.serbench.schemas.thrift.Small struct) {
    return new Small(struct.getId(), struct.getName());
  }

  static dev.serbench.schemas.thrift.Medium toStruct(Medium medium) {
    // A null optional string leaves its field unset: the generated setter stores null, which is "unset".
    return new dev.serbench.schemas.thrift.Medium()
        .setId(medium.id())
        .setName(medium.name())
        .setCreatedAt(TimestampMapper.toStruct(medium.createdAt()))
        .setUpdatedAt(TimestampMapper.toStruct(medium.updatedAt()))
        .setField1(medium.field1())
        .setField2(medium.field2())
        .setField3(medium.field3())
        .setField4(medium.field4())
        .setSmall(toStruct(medium.small()));
  }

  static Medium toModel(dev.serbench.schemas.thrift.Medium struct) {
    return new Medium(
        struct.getId(),
        struct.getName(),
        TimestampMapper.toModel(struct.getCreatedAt()),
        TimestampMapper.toModel(struct.getUpdatedAt()),
        struct.getField1(),
        struct.isSetField2() ? struct.getField2() : null,
        struct.isSetField3() ? struct.getField3() : null,
        struct.getField4(),
        toModel(struct.getSmall()));
  }

  static dev.serbench.schemas.thrift.Big toStruct(Big big) {
    return new dev.serbench.schemas.thrift.Big()
        .setId(big.id())
        .setName(big.name())
        .setCreatedAt(TimestampMapper.toStruct(big.createdAt()))
        .setUpdatedAt(TimestampMapper.toStruct(big.updatedAt()))
        .setField1(big.field1())
        .setField2(big.field2())
        .setField3(big.field3())
        .setField4(big.field4())
        .setMedium1(toStruct(big.medium1()))
        .setMedium2(toStruct(big.medium2()))
        .setMedium3(big.medium3() == null ? null : toStruct(big.medium3()));
  }

  static Big toModel(dev.serbench.schemas.thrift.Big struct) {
    return new Big(
        struct.getId(),
        struct.getName(),
        TimestampMapper.toModel(struct.getCreatedAt()),
        TimestampMapper.toModel(struct.getUpdatedAt()),
        struct.getField1(),
        struct.isSetField2() ? struct.getField2() : null,
        struct.isSetField3() ? struct.getField3() : null,
        struct.getField4(),
        toModel(struct.getMedium1()),
        toModel(struct.getMedium2()),
        struct.isSetMedium3() ? toModel(struct.getMedium3()) : null);
  }

  static dev.serbench.schemas.thrift.SmallList toStruct(SmallList list) {
    return new dev.serbench.schemas.thrift.SmallList().setItems(Lists.map(list.items(), StructsMapper::toStruct));
  }

  static SmallList toModel(dev.serbench.schemas.thrift.SmallList struct) {
    return new SmallList(Lists.map(struct.getItems(), StructsMapper::toModel));
  }

  static dev.serbench.schemas.thrift.MediumList toStruct(MediumList list) {
    return new dev.serbench.schemas.thrift.MediumList().setItems(Lists.map(list.items(), StructsMapper::toStruct));
  }

  static MediumList toModel(dev.serbench.schemas.thrift.MediumList struct) {
    return new MediumList(Lists.map(struct.getItems(), StructsMapper::toModel));
  }

  static dev.serbench.schemas.thrift.BigList toStruct(BigList list) {
    return new dev.serbench.schemas.thrift.BigList().setItems(Lists.map(list.items(), StructsMapper::toStruct));
  }

  static BigList toModel(dev.serbench.schemas.thrift.BigList struct) {
    return new BigList(Lists.map(struct.getItems(), StructsMapper::toModel));
  }
}
