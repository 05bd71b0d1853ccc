package dev.serbench.codec.flatbuffers;

import dev.serbench.schemas.fbs.LongDoubleEntry;
import dev.serbench.schemas.fbs.NumberMap;
import dev.serbench.schemas.fbs.NumberMapList;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Reads every entry of maps.fbs's tables into the canonical maps; accessor objects are reused. */
final class MapsReader {

  private final NumberMap numberMap = new NumberMap();
  private final NumberMapList numberMapList = new NumberMapList();
  private final NumberMap.Vector maps = new NumberMap.Vector();
  private final LongDoubleEntry.Vector entries = new LongDoubleEntry.Vector();
  private final LongDoubleEntry entry = new LongDoubleEntry();

  dev.serbench.model.NumberMap numberMap(ByteBuffer buffer) {
    return read(NumberMap.getRootAsNumberMap(buffer, numberMap));
  }

  dev.serbench.model.NumberMapList numberMapList(ByteBuffer buffer) {
    NumberMap.Vector vector = NumberMapList.getRootAsNumberMapList(buffer, numberMapList).mapsVector(maps);
    int length = AbsentFields.lengthOf(vector);
    List<dev.serbench.model.NumberMap> items = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      items.add(read(vector.get(numberMap, i)));
    }
    return new dev.serbench.model.NumberMapList(items);
  }

  private dev.serbench.model.NumberMap read(NumberMap map) {
    LongDoubleEntry.Vector vector = map.entriesVector(entries);
    int length = AbsentFields.lengthOf(vector);
    Map<Long, Double> values = new HashMap<>(capacityFor(length));
    for (int i = 0; i < length; i++) {
      LongDoubleEntry e = vector.get(entry, i);
      values.put(e.key(), e.value());
    }
    return new dev.serbench.model.NumberMap(values);
  }

  /** A HashMap capacity that holds {@code entries} without rehashing (Java 17 has no HashMap.newHashMap). */
  static int capacityFor(int entries) {
    return (int) Math.ceil(entries / 0.75);
  }
}
