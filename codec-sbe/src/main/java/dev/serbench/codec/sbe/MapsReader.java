package dev.serbench.codec.sbe;

import dev.serbench.model.NumberMap;
import dev.serbench.model.NumberMapList;
import dev.serbench.schemas.sbe.maps.MessageHeaderDecoder;
import dev.serbench.schemas.sbe.maps.NumberMapDecoder;
import dev.serbench.schemas.sbe.maps.NumberMapListDecoder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.agrona.DirectBuffer;

/** Reads every entry of maps.xml's messages into the canonical maps; flyweights are reused. */
final class MapsReader {

  private final MessageHeaderDecoder header = new MessageHeaderDecoder();
  private final NumberMapDecoder numberMap = new NumberMapDecoder();
  private final NumberMapListDecoder numberMapList = new NumberMapListDecoder();

  NumberMap numberMap(DirectBuffer buffer) {
    NumberMapDecoder.EntriesDecoder group = numberMap.wrapAndApplyHeader(buffer, 0, header).entries();
    Map<Long, Double> entries = new HashMap<>(capacityFor(group.count()));
    for (NumberMapDecoder.EntriesDecoder entry : group) {
      entries.put(entry.key(), entry.value());
    }
    return new NumberMap(entries);
  }

  NumberMapList numberMapList(DirectBuffer buffer) {
    NumberMapListDecoder.MapsDecoder maps = numberMapList.wrapAndApplyHeader(buffer, 0, header).maps();
    List<NumberMap> items = new ArrayList<>(maps.count());
    for (NumberMapListDecoder.MapsDecoder map : maps) {
      NumberMapListDecoder.MapsDecoder.EntriesDecoder group = map.entries();
      Map<Long, Double> entries = new HashMap<>(capacityFor(group.count()));
      for (NumberMapListDecoder.MapsDecoder.EntriesDecoder entry : group) {
        entries.put(entry.key(), entry.value());
      }
      items.add(new NumberMap(entries));
    }
    return new NumberMapList(items);
  }

  /** A HashMap capacity that holds {@code entries} without rehashing (Java 17 has no HashMap.newHashMap). */
  static int capacityFor(int entries) {
    return (int) Math.ceil(entries / 0.75);
  }
}
