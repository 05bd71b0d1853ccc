package dev.serbench.codec.flatbuffers;

import dev.serbench.api.Digest;
import dev.serbench.schemas.fbs.GpbBigFb;
import dev.serbench.schemas.fbs.GpbBigListFb;
import dev.serbench.schemas.fbs.GpbComplexFb;
import dev.serbench.schemas.fbs.GpbComplexListFb;
import dev.serbench.schemas.fbs.GpbHugeFb;
import dev.serbench.schemas.fbs.GpbHugeListFb;
import dev.serbench.schemas.fbs.GpbMediumFb;
import dev.serbench.schemas.fbs.GpbMediumListFb;
import dev.serbench.schemas.fbs.GpbTinyFb;
import dev.serbench.schemas.fbs.GpbTinyListFb;
import dev.serbench.schemas.fbs.StringGpbHugeEntry;
import dev.serbench.schemas.fbs.Timestamp;
import java.nio.ByteBuffer;

/**
 * Reads gpb.fbs's tables in place: one field (access) or every field into a digest (read), with
 * reused accessor objects as {@link GpbReader} has them; a map is its entry vector.
 */
final class GpbInPlace {

  private final GpbTinyFb tiny = new GpbTinyFb();
  private final GpbMediumFb medium = new GpbMediumFb();
  private final GpbBigFb big = new GpbBigFb();
  private final GpbHugeFb huge = new GpbHugeFb();
  private final GpbComplexFb complex = new GpbComplexFb();
  private final StringGpbHugeEntry entry = new StringGpbHugeEntry();
  private final Timestamp timestamp = new Timestamp();
  private final GpbTinyListFb tinyListRoot = new GpbTinyListFb();
  private final GpbMediumListFb mediumListRoot = new GpbMediumListFb();
  private final GpbBigListFb bigListRoot = new GpbBigListFb();
  private final GpbHugeListFb hugeListRoot = new GpbHugeListFb();
  private final GpbComplexListFb complexListRoot = new GpbComplexListFb();
  private final GpbTinyFb.Vector tinies = new GpbTinyFb.Vector();
  private final GpbMediumFb.Vector mediums = new GpbMediumFb.Vector();
  private final GpbBigFb.Vector bigs = new GpbBigFb.Vector();
  private final GpbComplexFb.Vector complexes = new GpbComplexFb.Vector();
  private final GpbHugeFb.Vector huges = new GpbHugeFb.Vector();
  private final StringGpbHugeEntry.Vector entries = new StringGpbHugeEntry.Vector();
  // A view of the buffer being read, which the xxxInByteBuffer accessors position on each string.
  private ByteBuffer view;

  long accessTiny(ByteBuffer buffer) {
    return InPlaceFields.single(GpbTinyFb.getRootAsGpbTinyFb(buffer, tiny).tinyId());
  }

  long accessMedium(ByteBuffer buffer) {
    return InPlaceFields.single(GpbMediumFb.getRootAsGpbMediumFb(buffer, medium).mediumId());
  }

  long accessBig(ByteBuffer buffer) {
    return InPlaceFields.single(GpbBigFb.getRootAsGpbBigFb(buffer, big).bigId());
  }

  long accessHuge(ByteBuffer buffer) {
    return InPlaceFields.single(GpbHugeFb.getRootAsGpbHugeFb(buffer, huge).bigs50Length());
  }

  long accessComplex(ByteBuffer buffer) {
    return InPlaceFields.single(GpbComplexFb.getRootAsGpbComplexFb(buffer, complex).hugesLength());
  }

  long accessTinyList(ByteBuffer buffer) {
    return InPlaceFields.single(GpbTinyListFb.getRootAsGpbTinyListFb(buffer, tinyListRoot).itemsLength());
  }

  long accessMediumList(ByteBuffer buffer) {
    return InPlaceFields.single(GpbMediumListFb.getRootAsGpbMediumListFb(buffer, mediumListRoot).itemsLength());
  }

  long accessBigList(ByteBuffer buffer) {
    return InPlaceFields.single(GpbBigListFb.getRootAsGpbBigListFb(buffer, bigListRoot).itemsLength());
  }

  long accessHugeList(ByteBuffer buffer) {
    return InPlaceFields.single(GpbHugeListFb.getRootAsGpbHugeListFb(buffer, hugeListRoot).itemsLength());
  }

  long accessComplexList(ByteBuffer buffer) {
    return InPlaceFields.single(GpbComplexListFb.getRootAsGpbComplexListFb(buffer, complexListRoot).itemsLength());
  }

  long readTiny(ByteBuffer buffer) {
    GpbTinyFb root = GpbTinyFb.getRootAsGpbTinyFb(buffer, tiny);
    view = buffer.duplicate();
    Digest digest = new Digest();
    read(digest, root);
    return digest.value();
  }

  long readMedium(ByteBuffer buffer) {
    GpbMediumFb root = GpbMediumFb.getRootAsGpbMediumFb(buffer, medium);
    view = buffer.duplicate();
    Digest digest = new Digest();
    read(digest, root);
    return digest.value();
  }

  long readBig(ByteBuffer buffer) {
    GpbBigFb root = GpbBigFb.getRootAsGpbBigFb(buffer, big);
    view = buffer.duplicate();
    Digest digest = new Digest();
    read(digest, root);
    return digest.value();
  }

  long readHuge(ByteBuffer buffer) {
    GpbHugeFb root = GpbHugeFb.getRootAsGpbHugeFb(buffer, huge);
    view = buffer.duplicate();
    Digest digest = new Digest();
    read(digest, root);
    return digest.value();
  }

  long readComplex(ByteBuffer buffer) {
    GpbComplexFb root = GpbComplexFb.getRootAsGpbComplexFb(buffer, complex);
    view = buffer.duplicate();
    Digest digest = new Digest();
    read(digest, root);
    return digest.value();
  }

  long readTinyList(ByteBuffer buffer) {
    GpbTinyFb.Vector vector = GpbTinyListFb.getRootAsGpbTinyListFb(buffer, tinyListRoot).itemsVector(tinies);
    view = buffer.duplicate();
    int length = AbsentFields.lengthOf(vector);
    Digest digest = new Digest().addPresent().add(length);
    for (int i = 0; i < length; i++) {
      read(digest, vector.get(tiny, i));
    }
    return digest.value();
  }

  long readMediumList(ByteBuffer buffer) {
    GpbMediumFb.Vector vector = GpbMediumListFb.getRootAsGpbMediumListFb(buffer, mediumListRoot).itemsVector(mediums);
    view = buffer.duplicate();
    int length = AbsentFields.lengthOf(vector);
    Digest digest = new Digest().addPresent().add(length);
    for (int i = 0; i < length; i++) {
      read(digest, vector.get(medium, i));
    }
    return digest.value();
  }

  long readBigList(ByteBuffer buffer) {
    GpbBigFb.Vector vector = GpbBigListFb.getRootAsGpbBigListFb(buffer, bigListRoot).itemsVector(bigs);
    view = buffer.duplicate();
    Digest digest = new Digest().addPresent();
    read(digest, vector);
    return digest.value();
  }

  long readHugeList(ByteBuffer buffer) {
    GpbHugeFb.Vector vector = GpbHugeListFb.getRootAsGpbHugeListFb(buffer, hugeListRoot).itemsVector(huges);
    view = buffer.duplicate();
    int length = AbsentFields.lengthOf(vector);
    Digest digest = new Digest().addPresent().add(length);
    for (int i = 0; i < length; i++) {
      read(digest, vector.get(huge, i));
    }
    return digest.value();
  }

  long readComplexList(ByteBuffer buffer) {
    GpbComplexFb.Vector vector =
        GpbComplexListFb.getRootAsGpbComplexListFb(buffer, complexListRoot).itemsVector(complexes);
    view = buffer.duplicate();
    int length = AbsentFields.lengthOf(vector);
    Digest digest = new Digest().addPresent().add(length);
    for (int i = 0; i < length; i++) {
      read(digest, vector.get(complex, i));
    }
    return digest.value();
  }

  private void read(Digest digest, GpbTinyFb t) {
    if (t == null) {
      digest.addNull();
      return;
    }
    digest.addPresent().add(t.tinyId());
    InPlaceFields.text(digest, t.someStrInByteBuffer(view));
  }

  private void read(Digest digest, GpbMediumFb m) {
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

  private void read(Digest digest, GpbBigFb b) {
    digest.addPresent().add(b.bigId()).add(b.age());
    InPlaceFields.text(digest, b.countryInByteBuffer(view));
    InPlaceFields.text(digest, b.countryBytesInByteBuffer(view));
    InPlaceFields.timestamp(digest, b.createdAt(timestamp));
    InPlaceFields.timestamp(digest, b.updatedAt(timestamp));
    InPlaceFields.timestamp(digest, b.deletedAt(timestamp));
    read(digest, b.tiny(tiny));
    read(digest, b.medium(medium));
  }

  private void read(Digest digest, GpbHugeFb h) {
    if (h == null) {
      digest.addNull();
      return;
    }
    digest.addPresent();
    read(digest, h.bigs50Vector(bigs));
    read(digest, h.bigs256Vector(bigs));
    read(digest, h.bigs1024Vector(bigs));
  }

  private void read(Digest digest, GpbBigFb.Vector vector) {
    int length = AbsentFields.lengthOf(vector);
    digest.add(length);
    for (int i = 0; i < length; i++) {
      read(digest, vector.get(big, i));
    }
  }

  // Each entry folds into a Digest of its own and the map adds their sum, so the entry order (sorted
  // by key here, hash order in the model) does not matter.
  private void read(Digest digest, GpbComplexFb c) {
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
