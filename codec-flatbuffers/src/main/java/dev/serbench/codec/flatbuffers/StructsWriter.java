package dev.serbench.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.serbench.model.Big;
import dev.serbench.model.BigList;
import dev.serbench.model.Medium;
import dev.serbench.model.MediumList;
import dev.serbench.model.Small;
import dev.serbench.model.SmallList;
import dev.serbench.schemas.fbs.BigFb;
import dev.serbench.schemas.fbs.BigListFb;
import dev.serbench.schemas.fbs.MediumFb;
import dev.serbench.schemas.fbs.MediumListFb;
import dev.serbench.schemas.fbs.SmallFb;
import dev.serbench.schemas.fbs.SmallListFb;
import java.util.List;

/** Builds structs.fbs's tables from the canonical records. */
final class StructsWriter {

  private StructsWriter() {}

  static int small(FlatBufferBuilder builder, Small value) {
    int name = builder.createString(value.name());
    return SmallFb.createSmallFb(builder, value.id(), name);
  }

  static int medium(FlatBufferBuilder builder, Medium value) {
    int name = builder.createString(value.name());
    int field1 = builder.createString(value.field1());
    int field2 = AbsentFields.stringOrAbsent(builder, value.field2());
    int field3 = AbsentFields.stringOrAbsent(builder, value.field3());
    int small = small(builder, value.small());
    // Tables with struct fields get no generated createMediumFb: fields are added largest first, as
    // the generated create methods do, so that no padding is needed between them.
    MediumFb.startMediumFb(builder);
    MediumFb.addId(builder, value.id());
    MediumFb.addField4(builder, value.field4());
    MediumFb.addCreatedAt(builder, Timestamps.create(builder, value.createdAt()));
    MediumFb.addUpdatedAt(builder, Timestamps.create(builder, value.updatedAt()));
    MediumFb.addName(builder, name);
    MediumFb.addField1(builder, field1);
    MediumFb.addField2(builder, field2);
    MediumFb.addField3(builder, field3);
    MediumFb.addSmall(builder, small);
    return MediumFb.endMediumFb(builder);
  }

  static int big(FlatBufferBuilder builder, Big value) {
    int name = builder.createString(value.name());
    int field1 = builder.createString(value.field1());
    int field2 = AbsentFields.stringOrAbsent(builder, value.field2());
    int field3 = AbsentFields.stringOrAbsent(builder, value.field3());
    int medium1 = medium(builder, value.medium1());
    int medium2 = medium(builder, value.medium2());
    int medium3 = value.medium3() == null ? 0 : medium(builder, value.medium3());
    BigFb.startBigFb(builder);
    BigFb.addId(builder, value.id());
    BigFb.addField4(builder, value.field4());
    BigFb.addCreatedAt(builder, Timestamps.create(builder, value.createdAt()));
    BigFb.addUpdatedAt(builder, Timestamps.create(builder, value.updatedAt()));
    BigFb.addName(builder, name);
    BigFb.addField1(builder, field1);
    BigFb.addField2(builder, field2);
    BigFb.addField3(builder, field3);
    BigFb.addMedium1(builder, medium1);
    BigFb.addMedium2(builder, medium2);
    BigFb.addMedium3(builder, medium3);
    return BigFb.endBigFb(builder);
  }

  static int smallList(FlatBufferBuilder builder, SmallList value) {
    List<Small> items = value.items();
    int[] offsets = new int[items.size()];
    int i = 0;
    for (Small item : items) {
      offsets[i++] = small(builder, item);
    }
    return SmallListFb.createSmallListFb(builder, SmallListFb.createItemsVector(builder, offsets));
  }

  static int mediumList(FlatBufferBuilder builder, MediumList value) {
    List<Medium> items = value.items();
    int[] offsets = new int[items.size()];
    int i = 0;
    for (Medium item : items) {
      offsets[i++] = medium(builder, item);
    }
    return MediumListFb.createMediumListFb(builder, MediumListFb.createItemsVector(builder, offsets));
  }

  static int bigList(FlatBufferBuilder builder, BigList value) {
    List<Big> items = value.items();
    int[] offsets = new int[items.size()];
    int i = 0;
    for (Big item : items) {
      offsets[i++] = big(builder, item);
    }
    return BigListFb.createBigListFb(builder, BigListFb.createItemsVector(builder, offsets));
  }
}
