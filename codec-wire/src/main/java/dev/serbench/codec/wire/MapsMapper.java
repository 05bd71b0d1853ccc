package dev.serbench.codec.wire;

import dev.serbench.api.Lists;
import dev.serbench.model.NumberMap;
import dev.serbench.model.NumberMapList;
import java.util.HashMap;
import java.util.List;

/** {@link NumberMap} and {@link NumberMapList} to and from the Wire messages of {@code maps.proto}. */
final class MapsMapper {

  private MapsMapper() {}

  static List<WireMapping<?, ?>> mappings() {
    return List.of(
        new WireMapping<>(NumberMap.class, MapsMapper::toMessage,
            dev.serbench.schemas.wire.NumberMap.ADAPTER, MapsMapper::toModel),
        new WireMapping<>(NumberMapList.class, MapsMapper::toMessage,
            dev.serbench.schemas.wire.NumberMapList.ADAPTER, MapsMapper::toModel));
  }

  static dev.serbench.schemas.wire.NumberMap toMessage(NumberMap map) {
    // The message keeps its own immutable copy of the entries.
    return new dev.serbench.schemas.wire.NumberMap.Builder().entries(map.entries()).build();
  }

  static NumberMap toModel(dev.serbench.schemas.wire.NumberMap message) {
    // A copy, so that the model value does not share the decoded message's map.
    return new NumberMap(new HashMap<>(message.entries));
  }

  static dev.serbench.schemas.wire.NumberMapList toMessage(NumberMapList list) {
    return new dev.serbench.schemas.wire.NumberMapList.Builder()
        .maps(Lists.map(list.maps(), MapsMapper::toMessage))
        .build();
  }

  static NumberMapList toModel(dev.serbench.schemas.wire.NumberMapList message) {
    return new NumberMapList(Lists.map(message.maps, MapsMapper::toModel));
  }
}
