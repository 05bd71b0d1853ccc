package dev.serbench.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.serbench.model.NumberMap;
import dev.serbench.model.NumberMapList;
import dev.serbench.schemas.fbs.LongDoubleEntry;
import dev.serbench.schemas.fbs.NumberMapFb;
import dev.serbench.schemas.fbs.NumberMapListFb;
import java.util.List;
import java.util.Map;

/** Builds maps.fbs's tables: each map is a vector of key/value structs. */
final class MapsWriter {

  private MapsWriter() {}

  static int numberMap(FlatBufferBuilder builder, NumberMap value) {
    Map<Long, Double> entries = value.entries();
    // Structs of a vector are written in place, and FlatBuffers builds back to front, so the vector
    // holds the entries in reverse iteration order (entry order carries no meaning).
    NumberMapFb.startEntriesVector(builder, entries.size());
    for (Map.Entry<Long, Double> entry : entries.entrySet()) {
      LongDoubleEntry.createLongDoubleEntry(builder, entry.getKey(), entry.getValue());
    }
    return NumberMapFb.createNumberMapFb(builder, builder.endVector());
  }

  static int numberMapList(FlatBufferBuilder builder, NumberMapList value) {
    List<NumberMap> maps = value.maps();
    int[] offsets = new int[maps.size()];
    int i = 0;
    for (NumberMap map : maps) {
      offsets[i++] = numberMap(builder, map);
    }
    return NumberMapListFb.createNumberMapListFb(builder, NumberMapListFb.createMapsVector(builder, offsets));
  }
}
