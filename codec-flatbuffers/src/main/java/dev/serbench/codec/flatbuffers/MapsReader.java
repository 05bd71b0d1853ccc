package dev.serbench.codec.flatbuffers;

import dev.serbench.model.NumberMap;
import dev.serbench.model.NumberMapList;
import dev.serbench.schemas.fbs.LongDoubleEntry;
import dev.serbench.schemas.fbs.NumberMapFb;
import dev.serbench.schemas.fbs.NumberMapListFb;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Reads every entry of maps.fbs's tables into the canonical maps; accessor objects are reused. */
final class MapsReader {

  private final NumberMapFb numberMap = new NumberMapFb();
  private final NumberMapListFb numberMapList = new NumberMapListFb();
  private final NumberMapFb.Vector maps = new NumberMapFb.Vector();
  private final LongDoubleEntry.Vector entries = new LongDoubleEntry.Vector();
  private final LongDoubleEntry entry = new LongDoubleEntry();

  NumberMap numberMap(ByteBuffer buffer) {
    return read(NumberMapFb.getRootAsNumberMapFb(buffer, numberMap));
  }

  NumberMapList numberMapList(ByteBuffer buffer) {
    NumberMapFb.Vector vector = NumberMapListFb.getRootAsNumberMapListFb(buffer, numberMapList).mapsVector(maps);
    int length = AbsentFields.lengthOf(vector);
    List<NumberMap> items = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      items.add(read(vector.get(numberMap, i)));
    }
    return new NumberMapList(items);
  }

  private NumberMap read(NumberMapFb map) {
    LongDoubleEntry.Vector vector = map.entriesVector(entries);
    int length = AbsentFields.lengthOf(vector);
    Map<Long, Double> values = new HashMap<>(capacityFor(length));
    for (int i = 0; i < length; i++) {
      LongDoubleEntry e = vector.get(entry, i);
      values.put(e.key(), e.value());
    }
    return new NumberMap(values);
  }

  /** A HashMap capacity that holds {@code entries} without rehashing (Java 17 has no HashMap.newHashMap). */
  static int capacityFor(int entries) {
    return (int) Math.ceil(entries / 0.75);
  }
}
