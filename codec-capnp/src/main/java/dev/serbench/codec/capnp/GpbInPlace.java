package dev.serbench.codec.capnp;

import dev.serbench.api.Digest;
import dev.serbench.schemas.capnp.GpbCapnp;
import org.capnproto.MessageReader;
import org.capnproto.StructList;

/**
 * Reads gpb.capnp's structs in place: one field (access) or every field into a digest (read); a map
 * is its HugeEntry list.
 */
final class GpbInPlace {

  private GpbInPlace() {}

  static long accessTiny(MessageReader message) {
    return InPlaceFields.single(message.getRoot(GpbCapnp.GpbTiny.factory).getTinyId());
  }

  static long accessMedium(MessageReader message) {
    return InPlaceFields.single(message.getRoot(GpbCapnp.GpbMedium.factory).getMediumId());
  }

  static long accessBig(MessageReader message) {
    return InPlaceFields.single(message.getRoot(GpbCapnp.GpbBig.factory).getBigId());
  }

  static long accessHuge(MessageReader message) {
    return InPlaceFields.single(message.getRoot(GpbCapnp.GpbHuge.factory).getBigs50().size());
  }

  static long accessComplex(MessageReader message) {
    return InPlaceFields.single(message.getRoot(GpbCapnp.GpbComplex.factory).getHuges().size());
  }

  static long accessTinyList(MessageReader message) {
    return InPlaceFields.single(message.getRoot(GpbCapnp.GpbTinyList.factory).getItems().size());
  }

  static long accessMediumList(MessageReader message) {
    return InPlaceFields.single(message.getRoot(GpbCapnp.GpbMediumList.factory).getItems().size());
  }

  static long accessBigList(MessageReader message) {
    return InPlaceFields.single(message.getRoot(GpbCapnp.GpbBigList.factory).getItems().size());
  }

  static long accessHugeList(MessageReader message) {
    return InPlaceFields.single(message.getRoot(GpbCapnp.GpbHugeList.factory).getItems().size());
  }

  static long accessComplexList(MessageReader message) {
    return InPlaceFields.single(message.getRoot(GpbCapnp.GpbComplexList.factory).getItems().size());
  }

  static long readTiny(MessageReader message) {
    Digest digest = new Digest();
    read(digest, message.getRoot(GpbCapnp.GpbTiny.factory));
    return digest.value();
  }

  static long readMedium(MessageReader message) {
    Digest digest = new Digest();
    read(digest, message.getRoot(GpbCapnp.GpbMedium.factory));
    return digest.value();
  }

  static long readBig(MessageReader message) {
    Digest digest = new Digest();
    read(digest, message.getRoot(GpbCapnp.GpbBig.factory));
    return digest.value();
  }

  static long readHuge(MessageReader message) {
    Digest digest = new Digest();
    read(digest, message.getRoot(GpbCapnp.GpbHuge.factory));
    return digest.value();
  }

  static long readComplex(MessageReader message) {
    Digest digest = new Digest();
    read(digest, message.getRoot(GpbCapnp.GpbComplex.factory));
    return digest.value();
  }

  static long readTinyList(MessageReader message) {
    StructList.Reader<GpbCapnp.GpbTiny.Reader> list = message.getRoot(GpbCapnp.GpbTinyList.factory).getItems();
    int size = list.size();
    Digest digest = new Digest().addPresent().add(size);
    for (int i = 0; i < size; i++) {
      read(digest, list.get(i));
    }
    return digest.value();
  }

  static long readMediumList(MessageReader message) {
    StructList.Reader<GpbCapnp.GpbMedium.Reader> list = message.getRoot(GpbCapnp.GpbMediumList.factory).getItems();
    int size = list.size();
    Digest digest = new Digest().addPresent().add(size);
    for (int i = 0; i < size; i++) {
      read(digest, list.get(i));
    }
    return digest.value();
  }

  static long readBigList(MessageReader message) {
    Digest digest = new Digest().addPresent();
    read(digest, message.getRoot(GpbCapnp.GpbBigList.factory).getItems());
    return digest.value();
  }

  static long readHugeList(MessageReader message) {
    StructList.Reader<GpbCapnp.GpbHuge.Reader> list = message.getRoot(GpbCapnp.GpbHugeList.factory).getItems();
    int size = list.size();
    Digest digest = new Digest().addPresent().add(size);
    for (int i = 0; i < size; i++) {
      read(digest, list.get(i));
    }
    return digest.value();
  }

  static long readComplexList(MessageReader message) {
    StructList.Reader<GpbCapnp.GpbComplex.Reader> list =
        message.getRoot(GpbCapnp.GpbComplexList.factory).getItems();
    int size = list.size();
    Digest digest = new Digest().addPresent().add(size);
    for (int i = 0; i < size; i++) {
      read(digest, list.get(i));
    }
    return digest.value();
  }

  private static void read(Digest digest, GpbCapnp.GpbTiny.Reader tiny) {
    digest.addPresent().add(tiny.getTinyId());
    InPlaceFields.text(digest, tiny.getSomeStr());
  }

  private static void read(Digest digest, GpbCapnp.GpbMedium.Reader medium) {
    digest.addPresent().add(medium.getMediumId());
    InPlaceFields.text(digest, medium.getFirstName());
    InPlaceFields.text(digest, medium.getLastName());
    digest.add(medium.getBalance());
    InPlaceFields.timestamp(digest, medium.getCreatedAt());
    read(digest, medium.getTiny());
  }

  private static void read(Digest digest, GpbCapnp.GpbBig.Reader big) {
    digest.addPresent().add(big.getBigId()).add(big.getAge());
    InPlaceFields.text(digest, big.getCountry());
    InPlaceFields.data(digest, big.getCountryBytes());
    InPlaceFields.timestamp(digest, big.getCreatedAt());
    InPlaceFields.timestamp(digest, big.getUpdatedAt());
    InPlaceFields.timestamp(digest, big.getDeletedAt());
    read(digest, big.getTiny());
    read(digest, big.getMedium());
  }

  private static void read(Digest digest, StructList.Reader<GpbCapnp.GpbBig.Reader> list) {
    int size = list.size();
    digest.add(size);
    for (int i = 0; i < size; i++) {
      read(digest, list.get(i));
    }
  }

  private static void read(Digest digest, GpbCapnp.GpbHuge.Reader huge) {
    digest.addPresent();
    read(digest, huge.getBigs50());
    read(digest, huge.getBigs256());
    read(digest, huge.getBigs1024());
  }

  // Each entry folds into a Digest of its own and the map adds their sum, so the entry order does not matter.
  private static void read(Digest digest, GpbCapnp.GpbComplex.Reader complex) {
    StructList.Reader<GpbCapnp.HugeEntry.Reader> list = complex.getHuges();
    int size = list.size();
    long sum = 0;
    for (int i = 0; i < size; i++) {
      GpbCapnp.HugeEntry.Reader entry = list.get(i);
      Digest entryDigest = new Digest();
      InPlaceFields.text(entryDigest, entry.getKey());
      read(entryDigest, entry.getValue());
      sum += entryDigest.value();
    }
    digest.addPresent().addMap(size, sum);
  }
}
