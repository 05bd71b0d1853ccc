package dev.serbench.codec.flatbuffers;

import dev.serbench.model.GpbBig;
import dev.serbench.model.GpbBigList;
import dev.serbench.model.GpbComplex;
import dev.serbench.model.GpbComplexList;
import dev.serbench.model.GpbHuge;
import dev.serbench.model.GpbHugeList;
import dev.serbench.model.GpbMedium;
import dev.serbench.model.GpbMediumList;
import dev.serbench.model.GpbTiny;
import dev.serbench.model.GpbTinyList;
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
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads every field of gpb.fbs's tables into the canonical records.
 *
 * <p>The accessor objects are reused (the generated {@code xxx(obj)} forms), one per nesting level:
 * they hold only a position, and each is done with before the next value of its level is read.
 */
final class GpbReader {

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
  private final GpbHugeFb.Vector huges = new GpbHugeFb.Vector();
  private final GpbComplexFb.Vector complexes = new GpbComplexFb.Vector();
  private final StringGpbHugeEntry.Vector entries = new StringGpbHugeEntry.Vector();
  // A view of the buffer being decoded that countryBytesInByteBuffer positions on each byte vector,
  // so that the bytes are copied out in bulk without a new ByteBuffer per GpbBigFb (as
  // countryBytesAsByteBuffer would make); it is made again when a new buffer is decoded.
  private ByteBuffer bytesSource;
  private ByteBuffer bytesView;

  GpbTiny tiny(ByteBuffer buffer) {
    return read(GpbTinyFb.getRootAsGpbTinyFb(buffer, tiny));
  }

  GpbMedium medium(ByteBuffer buffer) {
    return read(GpbMediumFb.getRootAsGpbMediumFb(buffer, medium));
  }

  GpbBig big(ByteBuffer buffer) {
    return read(GpbBigFb.getRootAsGpbBigFb(buffer, big));
  }

  GpbHuge huge(ByteBuffer buffer) {
    return read(GpbHugeFb.getRootAsGpbHugeFb(buffer, huge));
  }

  GpbComplex complex(ByteBuffer buffer) {
    return read(GpbComplexFb.getRootAsGpbComplexFb(buffer, complex));
  }

  GpbTinyList tinyList(ByteBuffer buffer) {
    GpbTinyFb.Vector vector = GpbTinyListFb.getRootAsGpbTinyListFb(buffer, tinyListRoot).itemsVector(tinies);
    int length = AbsentFields.lengthOf(vector);
    List<GpbTiny> items = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      items.add(read(vector.get(tiny, i)));
    }
    return new GpbTinyList(items);
  }

  GpbMediumList mediumList(ByteBuffer buffer) {
    GpbMediumFb.Vector vector = GpbMediumListFb.getRootAsGpbMediumListFb(buffer, mediumListRoot).itemsVector(mediums);
    int length = AbsentFields.lengthOf(vector);
    List<GpbMedium> items = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      items.add(read(vector.get(medium, i)));
    }
    return new GpbMediumList(items);
  }

  GpbBigList bigList(ByteBuffer buffer) {
    GpbBigFb.Vector vector = GpbBigListFb.getRootAsGpbBigListFb(buffer, bigListRoot).itemsVector(bigs);
    return new GpbBigList(read(vector));
  }

  GpbHugeList hugeList(ByteBuffer buffer) {
    GpbHugeFb.Vector vector = GpbHugeListFb.getRootAsGpbHugeListFb(buffer, hugeListRoot).itemsVector(huges);
    int length = AbsentFields.lengthOf(vector);
    List<GpbHuge> items = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      items.add(read(vector.get(huge, i)));
    }
    return new GpbHugeList(items);
  }

  GpbComplexList complexList(ByteBuffer buffer) {
    GpbComplexFb.Vector vector = GpbComplexListFb.getRootAsGpbComplexListFb(buffer, complexListRoot).itemsVector(complexes);
    int length = AbsentFields.lengthOf(vector);
    List<GpbComplex> items = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      items.add(read(vector.get(complex, i)));
    }
    return new GpbComplexList(items);
  }

  private static GpbTiny read(GpbTinyFb t) {
    return t == null ? null : new GpbTiny(t.tinyId(), t.someStr());
  }

  private GpbMedium read(GpbMediumFb m) {
    if (m == null) {
      return null;
    }
    return new GpbMedium(m.mediumId(), m.firstName(), m.lastName(), m.balance(),
        Timestamps.read(m.createdAt(timestamp)), read(m.tiny(tiny)));
  }

  private GpbBig read(GpbBigFb b) {
    return new GpbBig(b.bigId(), b.age(), b.country(), countryBytes(b),
        Timestamps.read(b.createdAt(timestamp)), Timestamps.read(b.updatedAt(timestamp)),
        Timestamps.read(b.deletedAt(timestamp)), read(b.tiny(tiny)), read(b.medium(medium)));
  }

  private byte[] countryBytes(GpbBigFb b) {
    if (b.getByteBuffer() != bytesSource) {
      bytesSource = b.getByteBuffer();
      bytesView = bytesSource.duplicate();
    }
    ByteBuffer view = b.countryBytesInByteBuffer(bytesView);
    if (view == null) {
      return null;
    }
    byte[] bytes = new byte[view.remaining()];
    view.get(bytes);
    return bytes;
  }

  private GpbHuge read(GpbHugeFb h) {
    if (h == null) {
      return null;
    }
    return new GpbHuge(read(h.bigs50Vector(bigs)), read(h.bigs256Vector(bigs)),
        read(h.bigs1024Vector(bigs)));
  }

  private List<GpbBig> read(GpbBigFb.Vector vector) {
    int length = AbsentFields.lengthOf(vector);
    List<GpbBig> items = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      items.add(read(vector.get(big, i)));
    }
    return items;
  }

  private GpbComplex read(GpbComplexFb c) {
    StringGpbHugeEntry.Vector vector = c.hugesVector(entries);
    int length = AbsentFields.lengthOf(vector);
    Map<String, GpbHuge> values = new HashMap<>(MapsReader.capacityFor(length));
    for (int i = 0; i < length; i++) {
      StringGpbHugeEntry e = vector.get(entry, i);
      values.put(e.key(), read(e.value(huge)));
    }
    return new GpbComplex(values);
  }
}
