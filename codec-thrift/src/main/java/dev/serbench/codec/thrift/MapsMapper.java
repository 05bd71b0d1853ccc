package dev.serbench.codec.thrift;

import dev.serbench.api.Lists;
import dev.serbench.model.NumberMap;
import dev.serbench.model.NumberMapList;
import dev.serbench.schemas.thrift.NumberMapListThrift;
import dev.serbench.schemas.thrift.NumberMapThrift;
import java.util.HashMap;
import java.util.List;

/** {@link NumberMap} and {@link NumberMapList} to and from the structs of {@code maps.thrift}. */
final class MapsMapper {

  private MapsMapper() {}

  static List<StructMapping<?, ?>> mappings() {
    return List.of(
        new StructMapping<>(NumberMap.class, MapsMapper::toStruct,
            NumberMapThrift::new, MapsMapper::toModel),
        new StructMapping<>(NumberMapList.class, MapsMapper::toStruct,
            NumberMapListThrift::new, MapsMapper::toModel));
  }

  static NumberMapThrift toStruct(NumberMap map) {
    // The struct owns its map, as a sender building it would give it one.
    return new NumberMapThrift().setEntries(new HashMap<>(map.entries()));
  }

  static NumberMap toModel(NumberMapThrift struct) {
    // A copy, so that the model value does not share the decoded struct's map.
    return new NumberMap(new HashMap<>(struct.getEntries()));
  }

  static NumberMapListThrift toStruct(NumberMapList list) {
    return new NumberMapListThrift().setMaps(Lists.map(list.maps(), MapsMapper::toStruct));
  }

  static NumberMapList toModel(NumberMapListThrift struct) {
    return new NumberMapList(Lists.map(struct.getMaps(), MapsMapper::toModel));
  }
}
