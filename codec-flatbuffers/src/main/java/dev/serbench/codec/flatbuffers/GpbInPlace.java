package dev.serbench.codec.flatbuffers;

import dev.serbench.api.Digest;
import dev.serbench.schemas.fbs.GpbBig;
import dev.serbench.schemas.fbs.GpbBigList;
import dev.serbench.schemas.fbs.GpbComplex;
import dev.serbench.schemas.fbs.GpbComplexList;
import dev.serbench.schemas.fbs.GpbHuge;
import dev.serbench.schemas.fbs.GpbHugeList;
import dev.serbench.schemas.fbs.GpbMedium;
import dev.serbench.schemas.fbs.GpbMediumList;
import dev.serbench.schemas.fbs.GpbTiny;
import dev.serbench.schemas.fbs.GpbTinyList;
import dev.serbench.schemas.fbs.StringGpbHugeEntry;
import dev.serbench.schemas.fbs.Timestamp;
import java.nio.ByteBuffer;

/**
 * Reads gpb.fbs's tables in place: one field (access) or every field into a digest (read), with
 * reused accessor objects as {@link GpbReader} has them; a map is its entry vector.
 */
final class GpbInPlace {

  private final GpbTiny tiny = new GpbTiny();
  private final GpbMedium medium = new GpbMedium();
  private final GpbBig big = new GpbBig();
  private final GpbHuge huge = new GpbHuge();
  private final GpbComplex complex = new GpbComplex();
  private final StringGpbHugeEntry entry = new StringGpbHugeEntry();
  private final Timestamp timestamp = new Timestamp();
  private final GpbTinyList tinyListRoot = new GpbTinyList();
  private final GpbMediumList mediumListRoot = new GpbMediumList();
  private final GpbBigList bigListRoot = new GpbBigList();
  private final GpbHugeList hugeListRoot = new GpbHugeList();
  private final GpbComplexList complexListRoot = new GpbComplexList();
  private final GpbTiny.Vector tinies = new GpbTiny.Vector();
  private final GpbMedium.Vector mediums = new GpbMedium.Vector();
  private final GpbBig.Vector bigs = new GpbBig.Vector();
  private final GpbComplex.Vector complexes = new GpbComplex.Vector();
  private final GpbHuge.Vector huges = new GpbHuge.Vector();
  private final StringGpbHugeEntry.Vector entries = new StringGpbHugeEntry.Vector();
  // A view of the buffer being read, which the xxxInByteBuffer accessors position on each string.
  private ByteBuffer view;

  long accessTiny(ByteBuffer buffer) {
    return InPlaceFields.single(GpbTiny.getRootAsGpbTiny(buffer, tiny).tinyId());
  }

  long accessMedium(ByteBuffer buffer) {
    return InPlaceFields.single(GpbMedium.getRootAsGpbMedium(buffer, medium).mediumId());
  }

  long accessBig(ByteBuffer buffer) {
    return InPlaceFields.single(GpbBig.getRootAsGpbBig(buffer, big).bigId());
  }

  long accessHuge(ByteBuffer buffer) {
    return InPlaceFields.single(GpbHuge.getRootAsGpbHuge(buffer, huge).bigs50Length());
  }

  long accessComplex(ByteBuffer buffer) {
    return InPlaceFields.single(GpbComplex.getRootAsGpbComplex(buffer, complex).hugesLength());
  }

  long accessTinyList(ByteBuffer buffer) {
    return InPlaceFields.single(GpbTinyList.getRootAsGpbTinyList(buffer, tinyListRoot).itemsLength());
  }

  long accessMediumList(ByteBuffer buffer) {
    return InPlaceFields.single(GpbMediumList.getRootAsGpbMediumList(buffer, mediumListRoot).itemsLength());
  }

  long accessBigList(ByteBuffer buffer) {
    return InPlaceFields.single(GpbBigList.getRootAsGpbBigList(buffer, bigListRoot).itemsLength());
  }

  long accessHugeList(ByteBuffer buffer) {
    return InPlaceFields.single(GpbHugeList.getRootAsGpbHugeList(buffer, hugeListRoot).itemsLength());
  }

  long accessComplexList(ByteBuffer buffer) {
    return InPlaceFields.single(GpbComplexList.getRootAsGpbComplexList(buffer, complexListRoot).itemsLength());
  }

  long readTiny(ByteBuffer buffer) {
    GpbTiny root = GpbTiny.getRootAsGpbTiny(buffer, tiny);
    view = buffer.duplicate();
    Digest digest = new Digest();
    read(digest, root);
    return digest.value();
  }

  long readMedium(ByteBuffer buffer) {
    GpbMedium root = GpbMedium.getRootAsGpbMedium(buffer, medium);
    view = buffer.duplicate();
    Digest digest = new Digest();
    read(digest, root);
    return digest.value();
  }

  long readBig(ByteBuffer buffer) {
    GpbBig root = GpbBig.getRootAsGpbBig(buffer, big);
    view = buffer.duplicate();
    Digest digest = new Digest();
    read(digest, root);
    return digest.value();
  }

  long readHuge(ByteBuffer buffer) {
    GpbHuge root = GpbHuge.getRootAsGpbHuge(buffer, huge);
    view = buffer.duplicate();
    Digest digest = new Digest();
    read(digest, root);
    return digest.value();
  }

  long readComplex(ByteBuffer buffer) {
    GpbComplex root = GpbComplex.getRootAsGpbComplex(buffer, complex);
    view = buffer.duplicate();
    Digest digest = new Digest();
    read(digest, root);
    return digest.value();
  }

  long readTinyList(ByteBuffer buffer) {
    GpbTiny.Vector vector = GpbTinyList.getRootAsGpbTinyList(buffer, tinyListRoot).itemsVector(tinies);
    view = buffer.duplicate();
    int length = AbsentFields.lengthOf(vector);
    Digest digest = new Digest().addPresent().add(length);
    for (int i = 0; i < length; i++) {
      read(digest, vector.get(tiny, i));
    }
    return digest.value();
  }

  long readMediumList(ByteBuffer buffer) {
    GpbMedium.Vector vector = GpbMediumList.getRootAsGpbMediumList(buffer, mediumListRoot).itemsVector(mediums);
    view = buffer.duplicate();
    int length = AbsentFields.lengthOf(vector);
    Digest digest = new Digest().addPresent().add(length);
    for (int i = 0; i < length; i++) {
      read(digest, vector.get(medium, i));
    }
    return digest.value();
  }

  long readBigList(ByteBuffer buffer) {
    GpbBig.Vector vector = GpbBigList.getRootAsGpbBigList(buffer, bigListRoot).itemsVector(bigs);
    view = buffer.duplicate();
    Digest digest = new Digest().addPresent();
    read(digest, vector);
    return digest.value();
  }

  long readHugeList(ByteBuffer buffer) {
    GpbHuge.Vector vector = GpbHugeList.getRootAsGpbHugeList(buffer, hugeListRoot).itemsVector(huges);
    view = buffer.duplicate();
    int length = AbsentFields.lengthOf(vector);
    Digest digest = new Digest().addPresent().add(length);
    for (int i = 0; i < length; i++) {
      read(digest, vector.get(huge, i));
    }
    return digest.value();
  }

  long readComplexList(ByteBuffer buffer) {
    GpbComplex.Vector vector =
        GpbComplexList.getRootAsGpbComplexList(buffer, complexListRoot).itemsVector(complexes);
    view = buffer.duplicate();
    int length = AbsentFields.lengthOf(vector);
    Digest digest = new Digest().addPresent().add(length);
    for (int i = 0; i < length; i++) {
      read(digest, vector.get(complex, i));
    }
    return digest.value();
  }

  private void read(Digest digest, GpbTiny t) {
    if (t == null) {
      digest.addNull();
      return;
    }
    digest.addPresent().add(t.tinyId());
    InPlaceFields.text(digest, t.someStrInByteBuffer(view));
  }

  private void read(Digest digest, GpbMedium m) {
    if (m == null) {
      digest.addNull();
      return;
    }
    digest.addPresent().add(m.mediumId());
    InPlaceFields.text(digest, m.firstNameInByteBuffer(view));
    InPlaceFields.text(digest, m.lastNameInByteBuffer(view));
    digest.add(m.balance());
    InPlaceFields.timestamp(digest, m.createdAt(timestamp));
    read(digest, m.tiny(tiny));
  }

  private void read(Digest digest, GpbBig b) {
    digest.addPresent().add(b.bigId()).add(b.age());
    InPlaceFields.text(digest, b.countryInByteBuffer(view));
    InPlaceFields.text(digest, b.countryBytesInByteBuffer(view));
    InPlaceFields.timestamp(digest, b.createdAt(timestamp));
    InPlaceFields.timestamp(digest, b.updatedAt(timestamp));
    InPlaceFields.timestamp(digest, b.deletedAt(timestamp));
    read(digest, b.tiny(tiny));
    read(digest, b.medium(medium));
  }

  private void read(Digest digest, GpbHuge h) {
    if (h == null) {
      digest.addNull();
      return;
    }
    digest.addPresent();
    read(digest, h.bigs50Vector(bigs));
    read(digest, h.bigs256Vector(bigs));
    read(digest, h.bigs1024Vector(bigs));
  }

  private void read(Digest digest, GpbBig.Vector vector) {
    int length = AbsentFields.lengthOf(vector);
    digest.add(length);
    for (int i = 0; i < length; i++) {
      read(digest, vector.get(big, i));
    }
  }

  // Each entry folds into a Digest of its own and the map adds their sum, so the entry order (sorted
  // by key here, hash order in the model) does not matter.
  private void read(Digest digest, GpbComplex c) {
    StringGpbHugeEntry.Vector vector = c.hugesVector(entries);
    int length = AbsentFields.lengthOf(vector);
    long sum = 0;
    for (int i = 0; i < length; i++) {
      StringGpbHugeEntry e = vector.get(entry, i);
      Digest entryDigest = new Digest();
      InPlaceFields.text(entryDigest, e.keyInByteBuffer(view));
      read(entryDigest, e.value(huge));
      sum += entryDigest.value();
    }
    digest.addPresent().addMap(length, sum);
  }
}
