package dev.serbench.codec.capnp;

import dev.serbench.model.NumberMap;
import dev.serbench.model.NumberMapList;
import dev.serbench.schemas.capnp.MapsCapnp;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.capnproto.MessageReader;
import org.capnproto.StructList;

/** Reads every entry of maps.capnp's entry lists into the canonical maps. */
final class MapsReader {

  private MapsReader() {}

  static NumberMap numberMap(MessageReader message) {
    return read(message.getRoot(MapsCapnp.NumberMap.factory));
  }

  static NumberMapList numberMapList(MessageReader message) {
    StructList.Reader<MapsCapnp.NumberMap.Reader> list = message.getRoot(MapsCapnp.NumberMapList.factory).getMaps();
    int size = list.size();
    List<NumberMap> maps = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      maps.add(read(list.get(i)));
    }
    return new NumberMapList(maps);
  }

  private static NumberMap read(MapsCapnp.NumberMap.Reader map) {
    StructList.Reader<MapsCapnp.LongDoubleEntry.Reader> list = map.getEntries();
    int size = list.size();
    Map<Long, Double> entries = new HashMap<>(capacityFor(size));
    for (int i = 0; i < size; i++) {
      MapsCapnp.LongDoubleEntry.Reader entry = list.get(i);
      entries.put(entry.getKey(), entry.getValue());
    }
    return new NumberMap(entries);
  }

  /** A HashMap capacity that holds {@code entries} without rehashing (Java 17 has no HashMap.newHashMap). */
  static int capacityFor(int entries) {
    return (int) Math.ceil(entries / 0.75);
  }
}
