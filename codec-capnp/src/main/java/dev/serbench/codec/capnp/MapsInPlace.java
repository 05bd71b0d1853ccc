package dev.serbench.codec.capnp;

import dev.serbench.api.Digest;
import dev.serbench.schemas.capnp.MapsCapnp;
import org.capnproto.MessageReader;
import org.capnproto.StructList;

/** Reads maps.capnp's entry lists in place: one field (access) or every entry into a digest (read). */
final class MapsInPlace {

  private MapsInPlace() {}

  static long accessNumberMap(MessageReader message) {
    return InPlaceFields.single(message.getRoot(MapsCapnp.NumberMap.factory).getEntries().size());
  }

  static long accessNumberMapList(MessageReader message) {
    return InPlaceFields.single(message.getRoot(MapsCapnp.NumberMapList.factory).getMaps().size());
  }

  static long readNumberMap(MessageReader message) {
    Digest digest = new Digest();
    read(digest, message.getRoot(MapsCapnp.NumberMap.factory));
    return digest.value();
  }

  static long readNumberMapList(MessageReader message) {
    StructList.Reader<MapsCapnp.NumberMap.Reader> list = message.getRoot(MapsCapnp.NumberMapList.factory).getMaps();
    int size = list.size();
    Digest digest = new Digest().addPresent().add(size);
    for (int i = 0; i < size; i++) {
      read(digest, list.get(i));
    }
    return digest.value();
  }

  private static void read(Digest digest, MapsCapnp.NumberMap.Reader map) {
    StructList.Reader<MapsCapnp.LongDoubleEntry.Reader> list = map.getEntries();
    int size = list.size();
    long sum = 0;
    for (int i = 0; i < size; i++) {
      MapsCapnp.LongDoubleEntry.Reader entry = list.get(i);
      sum += new Digest().add(entry.getKey()).add(entry.getValue()).value();
    }
    digest.addPresent().addMap(size, sum);
  }
}
