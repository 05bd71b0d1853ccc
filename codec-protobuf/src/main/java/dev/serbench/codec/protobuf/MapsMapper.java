package dev.serbench.codec.protobuf;

import dev.serbench.api.Lists;
import dev.serbench.model.NumberMap;
import dev.serbench.model.NumberMapList;
import dev.serbench.schemas.proto.MapsProto;
import java.util.HashMap;
import java.util.List;

/** {@link NumberMap} and {@link NumberMapList} to and from the messages of {@code maps.proto}. */
final class MapsMapper {

  private MapsMapper() {}

  static List<MessageMapping<?, ?>> mappings() {
    return List.of(
        new MessageMapping<>(NumberMap.class, MapsMapper::toMessage,
            MapsProto.NumberMap.parser(), MapsMapper::toModel),
        new MessageMapping<>(NumberMapList.class, MapsMapper::toMessage,
            MapsProto.NumberMapList.parser(), MapsMapper::toModel));
  }

  static MapsProto.NumberMap toMessage(NumberMap map) {
    return MapsProto.NumberMap.newBuilder().putAllEntries(map.entries()).build();
  }

  static NumberMap toModel(MapsProto.NumberMap message) {
    // A copy, so that the model value does not share the decoded message's map.
    return new NumberMap(new HashMap<>(message.getEntriesMap()));
  }

  static MapsProto.NumberMapList toMessage(NumberMapList list) {
    var builder = MapsProto.NumberMapList.newBuilder();
    for (NumberMap map : list.maps()) {
      builder.addMaps(toMessage(map));
    }
    return builder.build();
  }

  static NumberMapList toModel(MapsProto.NumberMapList message) {
    return new NumberMapList(Lists.map(message.getMapsList(), MapsMapper::toModel));
  }
}
