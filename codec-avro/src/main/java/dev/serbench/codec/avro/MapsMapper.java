package dev.serbench.codec.avro;

import static dev.serbench.api.Lists.map;

import dev.serbench.model.NumberMap;
import dev.serbench.model.NumberMapList;
import dev.serbench.schemas.avro.NumberMapAvro;
import dev.serbench.schemas.avro.NumberMapEntry;
import dev.serbench.schemas.avro.NumberMapListAvro;
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

  static NumberMapAvro toAvro(NumberMap m) {
    List<NumberMapEntry> entries = new ArrayList<>(m.entries().size());
    for (Map.Entry<Long, Double> e : m.entries().entrySet()) {
      entries.add(new NumberMapEntry(e.getKey(), e.getValue()));
    }
    return new NumberMapAvro(entries);
  }

  static NumberMap toModel(NumberMapAvro a) {
    List<NumberMapEntry> entries = a.getEntries();
    Map<Long, Double> map = new HashMap<>(entries.size() * 4 / 3 + 1);
    for (NumberMapEntry e : entries) {
      map.put(e.getKey(), e.getValue());
    }
    return new NumberMap(map);
  }

  static NumberMapListAvro toAvro(NumberMapList list) {
    return new NumberMapListAvro(map(list.maps(), MapsMapper::toAvro));
  }

  static NumberMapList toModel(NumberMapListAvro a) {
    return new NumberMapList(map(a.getMaps(), MapsMapper::toModel));
  }
}
