package dev.serbench.codec.flatbuffers;

import dev.serbench.api.Digest;
import dev.serbench.schemas.fbs.Big;
import dev.serbench.schemas.fbs.BigList;
import dev.serbench.schemas.fbs.Medium;
import dev.serbench.schemas.fbs.MediumList;
import dev.serbench.schemas.fbs.Small;
import dev.serbench.schemas.fbs.SmallList;
import dev.serbench.schemas.fbs.Timestamp;
import java.nio.ByteBuffer;

/**
 * Reads structs.fbs's tables in place: one field (access) or every field into a digest (read), with
 * reused accessor objects as {@link StructsReader} has them.
 */
final class StructsInPlace {

  private final Small small = new Small();
  private final Medium medium = new Medium();
  private final Big big = new Big();
  private final Timestamp timestamp = new Timestamp();
  private final SmallList smallList = new SmallList();
  private final MediumList mediumList = new MediumList();
  private final BigList bigList = new BigList();
  private final Small.Vector smalls = new Small.Vector();
  private final Medium.Vector mediums = new Medium.Vector();
  private final Big.Vector bigs = new Big.Vector();
  // A view of the buffer being read, which the xxxInByteBuffer accessors position on each string.
  private ByteBuffer view;

  long accessSmall(ByteBuffer buffer) {
    return InPlaceFields.single(Small.getRootAsSmall(buffer, small).id());
  }

  long accessMedium(ByteBuffer buffer) {
    return InPlaceFields.single(Medium.getRootAsMedium(buffer, medium).id());
  }

  long accessBig(ByteBuffer buffer) {
    return InPlaceFields.single(Big.getRootAsBig(buffer, big).id());
  }

  long accessSmallList(ByteBuffer buffer) {
    return InPlaceFields.single(SmallList.getRootAsSmallList(buffer, smallList).itemsLength());
  }

  long accessMediumList(ByteBuffer buffer) {
    return InPlaceFields.single(MediumList.getRootAsMediumList(buffer, mediumList).itemsLength());
  }

  long accessBigList(ByteBuffer buffer) {
    return InPlaceFields.single(BigList.getRootAsBigList(buffer, bigList).itemsLength());
  }

  long readSmall(ByteBuffer buffer) {
    Small root = Small.getRootAsSmall(buffer, small);
    view = buffer.duplicate();
    Digest digest = new Digest();
    read(digest, root);
    return digest.value();
  }

  long readMedium(ByteBuffer buffer) {
    Medium root = Medium.getRootAsMedium(buffer, medium);
    view = buffer.duplicate();
    Digest digest = new Digest();
    read(digest, root);
    return digest.value();
  }

  long readBig(ByteBuffer buffer) {
    Big root = Big.getRootAsBig(buffer, big);
    view = buffer.duplicate();
    Digest digest = new Digest();
    read(digest, root);
    return digest.value();
  }

  long readSmallList(ByteBuffer buffer) {
    Small.Vector vector = SmallList.getRootAsSmallList(buffer, smallList).itemsVector(smalls);
    view = buffer.duplicate();
    int length = AbsentFields.lengthOf(vector);
    Digest digest = new Digest().addPresent().add(length);
    for (int i = 0; i < length; i++) {
      read(digest, vector.get(small, i));
    }
    return digest.value();
  }

  long readMediumList(ByteBuffer buffer) {
    Medium.Vector vector = MediumList.getRootAsMediumList(buffer, mediumList).itemsVector(mediums);
    view = buffer.duplicate();
    int length = AbsentFields.lengthOf(vector);
    Digest digest = new Digest().addPresent().add(length);
    for (int i = 0; i < length; i++) {
      read(digest, vector.get(medium, i));
    }
    return digest.value();
  }

  long readBigList(ByteBuffer buffer) {
    Big.Vector vector = BigList.getRootAsBigList(buffer, bigList).itemsVector(bigs);
    view = buffer.duplicate();
    int length = AbsentFields.lengthOf(vector);
    Digest digest = new Digest().addPresent().add(length);
    for (int i = 0; i < length; i++) {
      read(digest, vector.get(big, i));
    }
    return digest.value();
  }

  private void read(Digest digest, Small s) {
    if (s == null) {
      digest.addNull();
      return;
    }
    digest.addPresent().add(s.id());
    InPlaceFields.text(digest, s.nameInByteBuffer(view));
  }

  private void read(Digest digest, Medium m) {
    if (m == null) {
      digest.addNull();
      return;
    }
    digest.addPresent().add(m.id());
    InPlaceFields.text(digest, m.nameInByteBuffer(view));
    InPlaceFields.timestamp(digest, m.createdAt(timestamp));
    InPlaceFields.timestamp(digest, m.updatedAt(timestamp));
    InPlaceFields.text(digest, m.field1InByteBuffer(view));
    InPlaceFields.text(digest, m.field2InByteBuffer(view));
    InPlaceFields.text(digest, m.field3InByteBuffer(view));
    digest.add(m.field4());
    read(digest, m.small(small));
  }

  // The three Mediums are read one after the other, so they share the one Medium accessor.
  private void read(Digest digest, Big b) {
    digest.addPresent().add(b.id());
    InPlaceFields.text(digest, b.nameInByteBuffer(view));
    InPlaceFields.timestamp(digest, b.createdAt(timestamp));
    InPlaceFields.timestamp(digest, b.updatedAt(timestamp));
    InPlaceFields.text(digest, b.field1InByteBuffer(view));
    InPlaceFields.text(digest, b.field2InByteBuffer(view));
    InPlaceFields.text(digest, b.field3InByteBuffer(view));
    digest.add(b.field4());
    read(digest, b.medium1(medium));
    read(digest, b.medium2(medium));
    read(digest, b.medium3(medium));
  }
}
