package dev.serbench.codec.capnp;

import dev.serbench.model.Big;
import dev.serbench.model.BigList;
import dev.serbench.model.Medium;
import dev.serbench.model.MediumList;
import dev.serbench.model.Small;
import dev.serbench.model.SmallList;
import dev.serbench.schemas.capnp.StructsCapnp;
import java.util.List;
import org.capnproto.MessageBuilder;
import org.capnproto.StructList;

/** Builds structs.capnp's structs from the canonical records; an absent optional field stays a null pointer. */
final class StructsWriter {

  private StructsWriter() {}

  static void small(MessageBuilder message, Small value) {
    fill(message.initRoot(StructsCapnp.Small.factory), value);
  }

  static void medium(MessageBuilder message, Medium value) {
    fill(message.initRoot(StructsCapnp.Medium.factory), value);
  }

  static void big(MessageBuilder message, Big value) {
    fill(message.initRoot(StructsCapnp.Big.factory), value);
  }

  static void smallList(MessageBuilder message, SmallList value) {
    List<Small> items = value.items();
    StructList.Builder<StructsCapnp.Small.Builder> list =
        message.initRoot(StructsCapnp.SmallList.factory).initItems(items.size());
    int i = 0;
    for (Small item : items) {
      fill(list.get(i++), item);
    }
  }

  static void mediumList(MessageBuilder message, MediumList value) {
    List<Medium> items = value.items();
    StructList.Builder<StructsCapnp.Medium.Builder> list =
        message.initRoot(StructsCapnp.MediumList.factory).initItems(items.size());
    int i = 0;
    for (Medium item : items) {
      fill(list.get(i++), item);
    }
  }

  static void bigList(MessageBuilder message, BigList value) {
    List<Big> items = value.items();
    StructList.Builder<StructsCapnp.Big.Builder> list =
        message.initRoot(StructsCapnp.BigList.factory).initItems(items.size());
    int i = 0;
    for (Big item : items) {
      fill(list.get(i++), item);
    }
  }

  private static void fill(StructsCapnp.Small.Builder small, Small value) {
    small.setId(value.id());
    small.setName(value.name());
  }

  private static void fill(StructsCapnp.Medium.Builder medium, Medium value) {
    medium.setId(value.id());
    medium.setName(value.name());
    Timestamps.write(medium.initCreatedAt(), value.createdAt());
    Timestamps.write(medium.initUpdatedAt(), value.updatedAt());
    medium.setField1(value.field1());
    if (value.field2() != null) {
      medium.setField2(value.field2());
    }
    if (value.field3() != null) {
      medium.setField3(value.field3());
    }
    medium.setField4(value.field4());
    fill(medium.initSmall(), value.small());
  }

  private static void fill(StructsCapnp.Big.Builder big, Big value) {
    big.setId(value.id());
    big.setName(value.name());
    Timestamps.write(big.initCreatedAt(), value.createdAt());
    Timestamps.write(big.initUpdatedAt(), value.updatedAt());
    big.setField1(value.field1());
    if (value.field2() != null) {
      big.setField2(value.field2());
    }
    if (value.field3() != null) {
      big.setField3(value.field3());
    }
    big.setField4(value.field4());
    fill(big.initMedium1(), value.medium1());
    fill(big.initMedium2(), value.medium2());
    if (value.medium3() != null) {
      fill(big.initMedium3(), value.medium3());
    }
  }
}
