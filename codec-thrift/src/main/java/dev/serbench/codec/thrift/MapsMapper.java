package dev.serbench.codec.thrift;

import dev.serbench.api.Lists;
import dev.serbench.model.NumberMap;
import dev.serbench.model.NumberMapList;
import java.util.HashMap;
import java.util.List;

/** {@link NumberMap} and {@link NumberMapList} to and from the structs of {@code maps.thrift}. */
final class MapsMapper {

  private MapsMapper() {}

  static List<StructMapping<?, ?>> mappings() {
    return List.of(
        new StructMapping<>(NumberMap.class, MapsMapper::toStruct,
            dev.serbench.schemas.thrift.NumberMap::new, MapsMapper::toModel),
        new StructMapping<>(NumberMapList.class, MapsMapper::toStruct,
            dev.serbench.schemas.thrift.NumberMapList::new, MapsMapper::toModel));
  }

  static dev.serbench.schemas.thrift.NumberMap toStruct(NumberMap map) {
    // The struct owns its map, as a sender building it would give it one.
    return new dev.serbench.schemas.thrift.NumberMap().setEntries(new HashMap<>(map.entries()));
  }

  static NumberMap toModel(dev.serbench.schemas.thrift.NumberMap struct) {
    // A copy, so that the model value does not share the decoded struct's map.
    return new NumberMap(new HashMap<>(struct.getEntries()));
  }

  static dev.serbench.schemas.thrift.NumberMapList toStruct(NumberMapList list) {
    return new dev.serbench.schemas.thrift.NumberMapList().setMaps(Lists.map(list.maps(), MapsMapper::toStruct));
  }

  static NumberMapList toModel(dev.serbench.schemas.thrift.NumberMapList struct) {
    return new NumberMapList(Lists.map(struct.getMaps(), MapsMapper::toModel));
  }
}
