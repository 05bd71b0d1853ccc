package dev.serbench.codec.capnp;

import dev.serbench.api.Digest;
import dev.serbench.schemas.capnp.StructsCapnp;
import org.capnproto.MessageReader;
import org.capnproto.StructList;

/**
 * Reads structs.capnp's structs in place: one field (access) or every field into a digest (read); a
 * null pointer is an absent optional field, as {@link StructsReader} reads it.
 */
final class StructsInPlace {

  private StructsInPlace() {}

  static long accessSmall(MessageReader message) {
    return InPlaceFields.single(message.getRoot(StructsCapnp.Small.factory).getId());
  }

  static long accessMedium(MessageReader message) {
    return InPlaceFields.single(message.getRoot(StructsCapnp.Medium.factory).getId());
  }

  static long accessBig(MessageReader message) {
    return InPlaceFields.single(message.getRoot(StructsCapnp.Big.factory).getId());
  }

  static long accessSmallList(MessageReader message) {
    return InPlaceFields.single(message.getRoot(StructsCapnp.SmallList.factory).getItems().size());
  }

  static long accessMediumList(MessageReader message) {
    return InPlaceFields.single(message.getRoot(StructsCapnp.MediumList.factory).getItems().size());
  }

  static long accessBigList(MessageReader message) {
    return InPlaceFields.single(message.getRoot(StructsCapnp.BigList.factory).getItems().size());
  }

  static long readSmall(MessageReader message) {
    Digest digest = new Digest();
    read(digest, message.getRoot(StructsCapnp.Small.factory));
    return digest.value();
  }

  static long readMedium(MessageReader message) {
    Digest digest = new Digest();
    read(digest, message.getRoot(StructsCapnp.Medium.factory));
    return digest.value();
  }

  static long readBig(MessageReader message) {
    Digest digest = new Digest();
    read(digest, message.getRoot(StructsCapnp.Big.factory));
    return digest.value();
  }

  static long readSmallList(MessageReader message) {
    StructList.Reader<StructsCapnp.Small.Reader> list = message.getRoot(StructsCapnp.SmallList.factory).getItems();
    int size = list.size();
    Digest digest = new Digest().addPresent().add(size);
    for (int i = 0; i < size; i++) {
      read(digest, list.get(i));
    }
    return digest.value();
  }

  static long readMediumList(MessageReader message) {
    StructList.Reader<StructsCapnp.Medium.Reader> list =
        message.getRoot(StructsCapnp.MediumList.factory).getItems();
    int size = list.size();
    Digest digest = new Digest().addPresent().add(size);
    for (int i = 0; i < size; i++) {
      read(digest, list.get(i));
    }
    return digest.value();
  }

  static long readBigList(MessageReader message) {
    StructList.Reader<StructsCapnp.Big.Reader> list = message.getRoot(StructsCapnp.BigList.factory).getItems();
    int size = list.size();
    Digest digest = new Digest().addPresent().add(size);
    for (int i = 0; i < size; i++) {
      read(digest, list.get(i));
    }
    return digest.value();
  }

  private static void read(Digest digest, StructsCapnp.Small.Reader small) {
    digest.addPresent().add(small.getId());
    InPlaceFields.text(digest, small.getName());
  }

  private static void read(Digest digest, StructsCapnp.Medium.Reader medium) {
    digest.addPresent().add(medium.getId());
    InPlaceFields.text(digest, medium.getName());
    InPlaceFields.timestamp(digest, medium.getCreatedAt());
    InPlaceFields.timestamp(digest, medium.getUpdatedAt());
    InPlaceFields.text(digest, medium.getField1());
    if (medium.hasField2()) {
      InPlaceFields.text(digest, medium.getField2());
    } else {
      digest.addNull();
    }
    if (medium.hasField3()) {
      InPlaceFields.text(digest, medium.getField3());
    } else {
      digest.addNull();
    }
    digest.add(medium.getField4());
    read(digest, medium.getSmall());
  }

  private static void read(Digest digest, StructsCapnp.Big.Reader big) {
    digest.addPresent().add(big.getId());
    InPlaceFields.text(digest, big.getName());
    InPlaceFields.timestamp(digest, big.getCreatedAt());
    InPlaceFields.timestamp(digest, big.getUpdatedAt());
    InPlaceFields.text(digest, big.getField1());
    if (big.hasField2()) {
      InPlaceFields.text(digest, big.getField2());
    } else {
      digest.addNull();
    }
    if (big.hasField3()) {
      InPlaceFields.text(digest, big.getField3());
    } else {
      digest.addNull();
    }
    digest.add(big.getField4());
    read(digest, big.getMedium1());
    read(digest, big.getMedium2());
    if (big.hasMedium3()) {
      read(digest, big.getMedium3());
    } else {
      digest.addNull();
    }
  }
}
