package dev.serbench.codec.capnp;

import dev.serbench.model.Big;
import dev.serbench.model.BigList;
import dev.serbench.model.Medium;
import dev.serbench.model.MediumList;
import dev.serbench.model.Small;
import dev.serbench.model.SmallList;
import dev.serbench.schemas.capnp.StructsCapnp;
import java.util.ArrayList;
import java.util.List;
import org.capnproto.MessageReader;
import org.capnproto.StructList;

/** Reads every field of structs.capnp's structs into the canonical records; a null pointer is an absent field. */
final class StructsReader {

  private StructsReader() {}

  static Small small(MessageReader message) {
    return read(message.getRoot(StructsCapnp.Small.factory));
  }

  static Medium medium(MessageReader message) {
    return read(message.getRoot(StructsCapnp.Medium.factory));
  }

  static Big big(MessageReader message) {
    return read(message.getRoot(StructsCapnp.Big.factory));
  }

  static SmallList smallList(MessageReader message) {
    StructList.Reader<StructsCapnp.Small.Reader> list = message.getRoot(StructsCapnp.SmallList.factory).getItems();
    int size = list.size();
    List<Small> items = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      items.add(read(list.get(i)));
    }
    return new SmallList(items);
  }

  static MediumList mediumList(MessageReader message) {
    StructList.Reader<StructsCapnp.Medium.Reader> list =
        message.getRoot(StructsCapnp.MediumList.factory).getItems();
    int size = list.size();
    List<Medium> items = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      items.add(read(list.get(i)));
    }
    return new MediumList(items);
  }

  static BigList bigList(MessageReader message) {
    StructList.Reader<StructsCapnp.Big.Reader> list = message.getRoot(StructsCapnp.BigList.factory).getItems();
    int size = list.size();
    List<Big> items = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      items.add(read(list.get(i)));
    }
    return new BigList(items);
  }

  private static Small read(StructsCapnp.Small.Reader small) {
    return new Small(small.getId(), small.getName().toString());
  }

  private static Medium read(StructsCapnp.Medium.Reader medium) {
    return new Medium(medium.getId(), medium.getName().toString(), Timestamps.read(medium.getCreatedAt()),
        Timestamps.read(medium.getUpdatedAt()), medium.getField1().toString(),
        medium.hasField2() ? medium.getField2().toString() : null,
        medium.hasField3() ? medium.getField3().toString() : null,
        medium.getField4(), read(medium.getSmall()));
  }

  private static Big read(StructsCapnp.Big.Reader big) {
    return new Big(big.getId(), big.getName().toString(), Timestamps.read(big.getCreatedAt()),
        Timestamps.read(big.getUpdatedAt()), big.getField1().toString(),
        big.hasField2() ? big.getField2().toString() : null,
        big.hasField3() ? big.getField3().toString() : null,
        big.getField4(), read(big.getMedium1()), read(big.getMedium2()),
        big.hasMedium3() ? read(big.getMedium3()) : null);
  }
}
