package dev.serbench.codec.capnp;

import dev.serbench.model.NumberMap;
import dev.serbench.model.NumberMapList;
import dev.serbench.schemas.capnp.MapsCapnp;
import java.util.List;
import java.util.Map;
import org.capnproto.MessageBuilder;
import org.capnproto.StructList;

/** Builds maps.capnp's entry lists from the canonical maps (Cap'n Proto has no map type). */
final class MapsWriter {

  private MapsWriter() {}

  static void numberMap(MessageBuilder message, NumberMap value) {
    fill(message.initRoot(MapsCapnp.NumberMap.factory), value);
  }

  static void numberMapList(MessageBuilder message, NumberMapList value) {
    List<NumberMap> maps = value.maps();
    StructList.Builder<MapsCapnp.NumberMap.Builder> list =
        message.initRoot(MapsCapnp.NumberMapList.factory).initMaps(maps.size());
    int i = 0;
    for (NumberMap map : maps) {
      fill(list.get(i++), map);
    }
  }

  private static void fill(MapsCapnp.NumberMap.Builder map, NumberMap value) {
    Map<Long, Double> entries = value.entries();
    StructList.Builder<MapsCapnp.LongDoubleEntry.Builder> list = map.initEntries(entries.size());
    int i = 0;
    for (Map.Entry<Long, Double> entry : entries.entrySet()) {
      MapsCapnp.LongDoubleEntry.Builder element = list.get(i++);
      element.setKey(entry.getKey());
      element.setValue(entry.getValue());
    }
  }
}
