package dev.serbench.codec.pojo;

import dev.serbench.api.Conversions;
import dev.serbench.model.NumberMap;
import dev.serbench.model.NumberMapList;
import java.util.List;
import java.util.Map;

/**
 * The {@code maps} family as mutable classes with public fields and a no-argument constructor, for
 * libraries that cannot construct records, and its conversion from and to the canonical model.
 */
public final class MapsPojos {

  private MapsPojos() {}

  /** Mirrors {@link NumberMap}. */
  public static final class NumberMapPojo {
    public Map<Long, Double> entries;
  }

  /** Mirrors {@link NumberMapList}. */
  public static final class NumberMapListPojo {
    public List<NumberMapPojo> maps;
  }

  public static NumberMapPojo from(NumberMap value) {
    if (value == null) {
      return null;
    }
    NumberMapPojo pojo = new NumberMapPojo();
    pojo.entries = value.entries();
    return pojo;
  }

  public static NumberMap toModel(NumberMapPojo pojo) {
    if (pojo == null) {
      return null;
    }
    return new NumberMap(pojo.entries);
  }

  public static NumberMapListPojo from(NumberMapList value) {
    if (value == null) {
      return null;
    }
    NumberMapListPojo pojo = new NumberMapListPojo();
    pojo.maps = Conversions.list(value.maps(), MapsPojos::from);
    return pojo;
  }

  public static NumberMapList toModel(NumberMapListPojo pojo) {
    if (pojo == null) {
      return null;
    }
    return new NumberMapList(Conversions.list(pojo.maps, MapsPojos::toModel));
  }

}
