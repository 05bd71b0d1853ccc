package dev.serbench.codec.wire;

import dev.serbench.api.Lists;
import dev.serbench.model.NumberMap;
import dev.serbench.model.NumberMapList;
import dev.serbench.schemas.wire.NumberMapListWire;
import dev.serbench.schemas.wire.NumberMapWire;
import java.util.HashMap;
import java.util.List;

/** {@link NumberMap} and {@link NumberMapList} to and from the Wire messages of {@code maps.proto}. */
final class MapsMapper {

  private MapsMapper() {}

  static List<WireMapping<?, ?>> mappings() {
    return List.of(
        new WireMapping<>(NumberMap.class, MapsMapper::toMessage,
            NumberMapWire.ADAPTER, MapsMapper::toModel),
        new WireMapping<>(NumberMapList.class, MapsMapper::toMessage,
            NumberMapListWire.ADAPTER, MapsMapper::toModel));
  }

  static NumberMapWire toMessage(NumberMap map) {
    // The message keeps its own immutable copy of the entries.
    return new NumberMapWire.Builder().entries(map.entries()).build();
  }

  static NumberMap toModel(NumberMapWire message) {
    // A copy, so that the model value does not share the decoded message's map.
    return new NumberMap(new HashMap<>(message.entries));
  }

  static NumberMapListWire toMessage(NumberMapList list) {
    return new NumberMapListWire.Builder()
        .maps(Lists.map(list.maps(), MapsMapper::toMessage))
        .build();
  }

  static NumberMapList toModel(NumberMapListWire message) {
    return new NumberMapList(Lists.map(message.maps, MapsMapper::toModel));
  }
}
