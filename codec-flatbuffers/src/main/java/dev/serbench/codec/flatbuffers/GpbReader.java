package dev.serbench.codec.flatbuffers;

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
  private final GpbHuge.Vector huges = new GpbHuge.Vector();
  private final GpbComplex.Vector complexes = new GpbComplex.Vector();
  private final StringGpbHugeEntry.Vector entries = new StringGpbHugeEntry.Vector();
  // A view of the buffer being decoded that countryBytesInByteBuffer positions on each byte vector,
  // so that the bytes are copied out in bulk without a new ByteBuffer per GpbBig (as
  // countryBytesAsByteBuffer would make); it is made again when a new buffer is decoded.
  private ByteBuffer bytesSource;
  private ByteBuffer bytesView;

  dev.serbench.model.GpbTiny tiny(ByteBuffer buffer) {
    return read(GpbTiny.getRootAsGpbTiny(buffer, tiny));
  }

  dev.serbench.model.GpbMedium medium(ByteBuffer buffer) {
    return read(GpbMedium.getRootAsGpbMedium(buffer, medium));
  }

  dev.serbench.model.GpbBig big(ByteBuffer buffer) {
    return read(GpbBig.getRootAsGpbBig(buffer, big));
  }

  dev.serbench.model.GpbHuge huge(ByteBuffer buffer) {
    return read(GpbHuge.getRootAsGpbHuge(buffer, huge));
  }

  dev.serbench.model.GpbComplex complex(ByteBuffer buffer) {
    return read(GpbComplex.getRootAsGpbComplex(buffer, complex));
  }

  dev.serbench.model.GpbTinyList tinyList(ByteBuffer buffer) {
    GpbTiny.Vector vector = GpbTinyList.getRootAsGpbTinyList(buffer, tinyListRoot).itemsVector(tinies);
    int length = AbsentFields.lengthOf(vector);
    List<dev.serbench.model.GpbTiny> items = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      items.add(read(vector.get(tiny, i)));
    }
    return new dev.serbench.model.GpbTinyList(items);
  }

  dev.serbench.model.GpbMediumList mediumList(ByteBuffer buffer) {
    GpbMedium.Vector vector = GpbMediumList.getRootAsGpbMediumList(buffer, mediumListRoot).itemsVector(mediums);
    int length = AbsentFields.lengthOf(vector);
    List<dev.serbench.model.GpbMedium> items = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      items.add(read(vector.get(medium, i)));
    }
    return new dev.serbench.model.GpbMediumList(items);
  }

  dev.serbench.model.GpbBigList bigList(ByteBuffer buffer) {
    GpbBig.Vector vector = GpbBigList.getRootAsGpbBigList(buffer, bigListRoot).itemsVector(bigs);
    return new dev.serbench.model.GpbBigList(read(vector));
  }

  dev.serbench.model.GpbHugeList hugeList(ByteBuffer buffer) {
    GpbHuge.Vector vector = GpbHugeList.getRootAsGpbHugeList(buffer, hugeListRoot).itemsVector(huges);
    int length = AbsentFields.lengthOf(vector);
    List<dev.serbench.model.GpbHuge> items = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      items.add(read(vector.get(huge, i)));
    }
    return new dev.serbench.model.GpbHugeList(items);
  }

  dev.serbench.model.GpbComplexList complexList(ByteBuffer buffer) {
    GpbComplex.Vector vector = GpbComplexList.getRootAsGpbComplexList(buffer, complexListRoot).itemsVector(complexes);
    int length = AbsentFields.lengthOf(vector);
    List<dev.serbench.model.GpbComplex> items = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      items.add(read(vector.get(complex, i)));
    }
    return new dev.serbench.model.GpbComplexList(items);
  }

  private static dev.serbench.model.GpbTiny read(GpbTiny t) {
    return t == null ? null : new dev.serbench.model.GpbTiny(t.tinyId(), t.someStr());
  }

  private dev.serbench.model.GpbMedium read(GpbMedium m) {
    if (m == null) {
      return null;
    }
    return new dev.serbench.model.GpbMedium(m.mediumId(), m.firstName(), m.lastName(), m.balance(),
        Timestamps.read(m.createdAt(timestamp)), read(m.tiny(tiny)));
  }

  private dev.serbench.model.GpbBig read(GpbBig b) {
    return new dev.serbench.model.GpbBig(b.bigId(), b.age(), b.country(), countryBytes(b),
        Timestamps.read(b.createdAt(timestamp)), Timestamps.read(b.updatedAt(timestamp)),
        Timestamps.read(b.deletedAt(timestamp)), read(b.tiny(tiny)), read(b.medium(medium)));
  }

  private byte[] countryBytes(GpbBig b) {
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

  private dev.serbench.model.GpbHuge read(GpbHuge h) {
    if (h == null) {
      return null;
    }
    return new dev.serbench.model.GpbHuge(read(h.bigs50Vector(bigs)), read(h.bigs256Vector(bigs)),
        read(h.bigs1024Vector(bigs)));
  }

  private List<dev.serbench.model.GpbBig> read(GpbBig.Vector vector) {
    int length = AbsentFields.lengthOf(vector);
    List<dev.serbench.model.GpbBig> items = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      items.add(read(vector.get(big, i)));
    }
    return items;
  }

  private dev.serbench.model.GpbComplex read(GpbComplex c) {
    StringGpbHugeEntry.Vector vector = c.hugesVector(entries);
    int length = AbsentFields.lengthOf(vector);
    Map<String, dev.serbench.model.GpbHuge> values = new HashMap<>(MapsReader.capacityFor(length));
    for (int i = 0; i < length; i++) {
      StringGpbHugeEntry e = vector.get(entry, i);
      values.put(e.key(), read(e.value(huge)));
    }
    return new dev.serbench.model.GpbComplex(values);
  }
}
