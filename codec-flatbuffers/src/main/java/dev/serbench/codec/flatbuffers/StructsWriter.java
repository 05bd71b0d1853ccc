package dev.serbench.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.serbench.schemas.fbs.Big;
import dev.serbench.schemas.fbs.BigList;
import dev.serbench.schemas.fbs.Medium;
import dev.serbench.schemas.fbs.MediumList;
import dev.serbench.schemas.fbs.Small;
import dev.serbench.schemas.fbs.SmallList;
import java.util.List;

/** Builds structs.fbs's tables from the canonical records. */
final class StructsWriter {

  private StructsWriter() {}

  static int small(FlatBufferBuilder builder, dev.serbench.model.Small value) {
    int name = builder.createString(value.name());
    return Small.createSmall(builder, value.id(), name);
  }

  static int medium(FlatBufferBuilder builder, dev.serbench.model.Medium value) {
    int name = builder.createString(value.name());
    int field1 = builder.createString(value.field1());
    int field2 = AbsentFields.stringOrAbsent(builder, value.field2());
    int field3 = AbsentFields.stringOrAbsent(builder, value.field3());
    int small = small(builder, value.small());
    // Tables with struct fields get no generated createMedium: fields are added largest first, as
    // the generated create methods do, so that no padding is needed between them.
    Medium.startMedium(builder);
    Medium.addId(builder, value.id());
    Medium.addField4(builder, value.field4());
    Medium.addCreatedAt(builder, Timestamps.create(builder, value.createdAt()));
    Medium.addUpdatedAt(builder, Timestamps.create(builder, value.updatedAt()));
    Medium.addName(builder, name);
    Medium.addField1(builder, field1);
    Medium.addField2(builder, field2);
    Medium.addField3(builder, field3);
    Medium.addSmall(builder, small);
    return Medium.endMedium(builder);
  }

  static int big(FlatBufferBuilder builder, dev.serbench.model.Big value) {
    int name = builder.createString(value.name());
    int field1 = builder.createString(value.field1());
    int field2 = AbsentFields.stringOrAbsent(builder, value.field2());
    int field3 = AbsentFields.stringOrAbsent(builder, value.field3());
    int medium1 = medium(builder, value.medium1());
    int medium2 = medium(builder, value.medium2());
    int medium3 = value.medium3() == null ? 0 : medium(builder, value.medium3());
    Big.startBig(builder);
    Big.addId(builder, value.id());
    Big.addField4(builder, value.field4());
    Big.addCreatedAt(builder, Timestamps.create(builder, value.createdAt()));
    Big.addUpdatedAt(builder, Timestamps.create(builder, value.updatedAt()));
    Big.addName(builder, name);
    Big.addField1(builder, field1);
    Big.addField2(builder, field2);
    Big.addField3(builder, field3);
    Big.addMedium1(builder, medium1);
    Big.addMedium2(builder, medium2);
    Big.addMedium3(builder, medium3);
    return Big.endBig(builder);
  }

  static int smallList(FlatBufferBuilder builder, dev.serbench.model.SmallList value) {
    List<dev.serbench.model.Small> items = value.items();
    int[] offsets = new int[items.size()];
    int i = 0;
    for (dev.serbench.model.Small item : items) {
      offsets[i++] = small(builder, item);
    }
    return SmallList.createSmallList(builder, SmallList.createItemsVector(builder, offsets));
  }

  static int mediumList(FlatBufferBuilder builder, dev.serbench.model.MediumList value) {
    List<dev.serbench.model.Medium> items = value.items();
    int[] offsets = new int[items.size()];
    int i = 0;
    for (dev.serbench.model.Medium item : items) {
      offsets[i++] = medium(builder, item);
    }
    return MediumList.createMediumList(builder, MediumList.createItemsVector(builder, offsets));
  }

  static int bigList(FlatBufferBuilder builder, dev.serbench.model.BigList value) {
    List<dev.serbench.model.Big> items = value.items();
    int[] offsets = new int[items.size()];
    int i = 0;
    for (dev.serbench.model.Big item : items) {
      offsets[i++] = big(builder, item);
    }
    return BigList.createBigList(builder, BigList.createItemsVector(builder, offsets));
  }
}
