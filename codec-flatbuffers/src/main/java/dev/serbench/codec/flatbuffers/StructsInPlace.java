package dev.serbench.codec.flatbuffers;

import dev.serbench.api.Digest;
import dev.serbench.schemas.fbs.BigFb;
import dev.serbench.schemas.fbs.BigListFb;
import dev.serbench.schemas.fbs.MediumFb;
import dev.serbench.schemas.fbs.MediumListFb;
import dev.serbench.schemas.fbs.SmallFb;
import dev.serbench.schemas.fbs.SmallListFb;
import dev.serbench.schemas.fbs.Timestamp;
import java.nio.ByteBuffer;

/**
 * Reads structs.fbs's tables in place: one field (access) or every field into a digest (read), with
 * reused accessor objects as {@link StructsReader} has them.
 */
final class StructsInPlace {

  private final SmallFb small = new SmallFb();
  private final MediumFb medium = new MediumFb();
  private final BigFb big = new BigFb();
  private final Timestamp timestamp = new Timestamp();
  private final SmallListFb smallList = new SmallListFb();
  private final MediumListFb mediumList = new MediumListFb();
  private final BigListFb bigList = new BigListFb();
  private final SmallFb.Vector smalls = new SmallFb.Vector();
  private final MediumFb.Vector mediums = new MediumFb.Vector();
  private final BigFb.Vector bigs = new BigFb.Vector();
  // A view of the buffer being read, which the xxxInByteBuffer accessors position on each string.
  private ByteBuffer view;

  long accessSmall(ByteBuffer buffer) {
    return InPlaceFields.single(SmallFb.getRootAsSmallFb(buffer, small).id());
  }

  long accessMedium(ByteBuffer buffer) {
    return InPlaceFields.single(MediumFb.getRootAsMediumFb(buffer, medium).id());
  }

  long accessBig(ByteBuffer buffer) {
    return InPlaceFields.single(BigFb.getRootAsBigFb(buffer, big).id());
  }

  long accessSmallList(ByteBuffer buffer) {
    return InPlaceFields.single(SmallListFb.getRootAsSmallListFb(buffer, smallList).itemsLength());
  }

  long accessMediumList(ByteBuffer buffer) {
    return InPlaceFields.single(MediumListFb.getRootAsMediumListFb(buffer, mediumList).itemsLength());
  }

  long accessBigList(ByteBuffer buffer) {
    return InPlaceFields.single(BigListFb.getRootAsBigListFb(buffer, bigList).itemsLength());
  }

  long readSmall(ByteBuffer buffer) {
    SmallFb root = SmallFb.getRootAsSmallFb(buffer, small);
    view = buffer.duplicate();
    Digest digest = new Digest();
    read(digest, root);
    return digest.value();
  }

  long readMedium(ByteBuffer buffer) {
    MediumFb root = MediumFb.getRootAsMediumFb(buffer, medium);
    view = buffer.duplicate();
    Digest digest = new Digest();
    read(digest, root);
    return digest.value();
  }

  long readBig(ByteBuffer buffer) {
    BigFb root = BigFb.getRootAsBigFb(buffer, big);
    view = buffer.duplicate();
    Digest digest = new Digest();
    read(digest, root);
    return digest.value();
  }

  long readSmallList(ByteBuffer buffer) {
    SmallFb.Vector vector = SmallListFb.getRootAsSmallListFb(buffer, smallList).itemsVector(smalls);
    view = buffer.duplicate();
    int length = AbsentFields.lengthOf(vector);
    Digest digest = new Digest().addPresent().add(length);
    for (int i = 0; i < length; i++) {
      read(digest, vector.get(small, i));
    }
    return digest.value();
  }

  long readMediumList(ByteBuffer buffer) {
    MediumFb.Vector vector = MediumListFb.getRootAsMediumListFb(buffer, mediumList).itemsVector(mediums);
    view = buffer.duplicate();
    int length = AbsentFields.lengthOf(vector);
    Digest digest = new Digest().addPresent().add(length);
    for (int i = 0; i < length; i++) {
      read(digest, vector.get(medium, i));
    }
    return digest.value();
  }

  long readBigList(ByteBuffer buffer) {
    BigFb.Vector vector = BigListFb.getRootAsBigListFb(buffer, bigList).itemsVector(bigs);
    view = buffer.duplicate();
    int length = AbsentFields.lengthOf(vector);
    Digest digest = new Digest().addPresent().add(length);
    for (int i = 0; i < length; i++) {
      read(digest, vector.get(big, i));
    }
    return digest.value();
  }

  private void read(Digest digest, SmallFb s) {
    if (s == null) {
      digest.addNull();
      return;
    }
    digest.addPresent().add(s.id());
    InPlaceFields.text(digest, s.nameInByteBuffer(view));
  }

  private void read(Digest digest, MediumFb m) {
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

  // The three Mediums are read one after the other, so they share the one MediumFb accessor.
  private void read(Digest digest, BigFb b) {
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
