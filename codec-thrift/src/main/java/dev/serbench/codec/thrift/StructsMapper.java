package dev.serbench.codec.thrift;

import dev.serbench.api.Lists;
import dev.serbench.model.Big;
import dev.serbench.model.BigList;
import dev.serbench.model.Medium;
import dev.serbench.model.MediumList;
import dev.serbench.model.Small;
import dev.serbench.model.SmallList;
import dev.serbench.schemas.thrift.BigListThrift;
import dev.serbench.schemas.thrift.BigThrift;
import dev.serbench.schemas.thrift.MediumListThrift;
import dev.serbench.schemas.thrift.MediumThrift;
import dev.serbench.schemas.thrift.SmallListThrift;
import dev.serbench.schemas.thrift.SmallThrift;
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
            SmallThrift::new, StructsMapper::toModel),
        new StructMapping<>(Medium.class, StructsMapper::toStruct,
            MediumThrift::new, StructsMapper::toModel),
        new StructMapping<>(Big.class, StructsMapper::toStruct,
            BigThrift::new, StructsMapper::toModel),
        new StructMapping<>(SmallList.class, StructsMapper::toStruct,
            SmallListThrift::new, StructsMapper::toModel),
        new StructMapping<>(MediumList.class, StructsMapper::toStruct,
            MediumListThrift::new, StructsMapper::toModel),
        new StructMapping<>(BigList.class, StructsMapper::toStruct,
            BigListThrift::new, StructsMapper::toModel));
  }

  static SmallThrift toStruct(Small small) {
    return new SmallThrift().setId(small.id()).setName(small.name());
  }

  static Small toModel(SmallThrift struct) {
    return new Small(struct.getId(), struct.getName());
  }

  static MediumThrift toStruct(Medium medium) {
    // A null optional string leaves its field unset: the generated setter stores null, which is "unset".
    return new MediumThrift()
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

  static Medium toModel(MediumThrift struct) {
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

  static BigThrift toStruct(Big big) {
    return new BigThrift()
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

  static Big toModel(BigThrift struct) {
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

  static SmallListThrift toStruct(SmallList list) {
    return new SmallListThrift().setItems(Lists.map(list.items(), StructsMapper::toStruct));
  }

  static SmallList toModel(SmallListThrift struct) {
    return new SmallList(Lists.map(struct.getItems(), StructsMapper::toModel));
  }

  static MediumListThrift toStruct(MediumList list) {
    return new MediumListThrift().setItems(Lists.map(list.items(), StructsMapper::toStruct));
  }

  static MediumList toModel(MediumListThrift struct) {
    return new MediumList(Lists.map(struct.getItems(), StructsMapper::toModel));
  }

  static BigListThrift toStruct(BigList list) {
    return new BigListThrift().setItems(Lists.map(list.items(), StructsMapper::toStruct));
  }

  static BigList toModel(BigListThrift struct) {
    return new BigList(Lists.map(struct.getItems(), StructsMapper::toModel));
  }
}
