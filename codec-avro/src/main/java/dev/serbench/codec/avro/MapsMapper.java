package dev.serbench.codec.avro;

import static dev.serbench.api.Lists.map;

import dev.serbench.model.NumberMap;
import dev.serbench.model.NumberMapList;
import dev.serbench.schemas.avro.NumberMapEntry;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The int64 -> float64 maps (maps.avsc) and their records: Avro map keys are strings only, so each map
 * is an array of key/value entry records, written in the map's iteration order.
 */
final class MapsMapper {

  private MapsMapper() {}

  static dev.serbench.schemas.avro.NumberMap toAvro(NumberMap m) {
    List<NumberMapEntry> entries = new ArrayList<>(m.entries().size());
    for (Map.Entry<Long, Double> e : m.entries().entrySet()) {
      entries.add(new NumberMapEntry(e.getKey(), e.getValue()));
    }
    return new dev.serbench.schemas.avro.NumberMap(entries);
  }

  static NumberMap toModel(dev.serbench.schemas.avro.NumberMap a) {
    List<NumberMapEntry> entries = a.getEntries();
    Map<Long, Double> map = new HashMap<>(entries.size() * 4 / 3 + 1);
    for (NumberMapEntry e : entries) {
      map.put(e.getKey(), e.getValue());
    }
    return new NumberMap(map);
  }

  static dev.serbench.schemas.avro.NumberMapList toAvro(NumberMapList list) {
    return new dev.serbench.schemas.avro.NumberMapList(map(list.maps(), MapsMapper::toAvro));
  }

  static NumberMapList toModel(dev.serbench.schemas.avro.NumberMapList a) {
    return new NumberMapList(map(a.getMaps(), MapsMapper::toModel));
  }
}
