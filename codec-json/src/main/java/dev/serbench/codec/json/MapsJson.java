package dev.serbench.codec.json;

import static dev.serbench.api.Conversions.list;

import com.dslplatform.json.CompiledJson;
import java.util.List;
import java.util.Map;

/** The JSON shape of the {@code maps} family for dsl-json, and its mapping to the canonical model. */
final class MapsJson {

  private MapsJson() {}

  /**
   * A DTO around the map, not a bare {@code Map<Long, Double>} root, so that the processor compiles its
   * converter (a bare map root would need dsl-json's reflection runtime). JSON keys are strings: the Long
   * keys are written as quoted numbers, as Jackson does.
   */
  @CompiledJson
  public record NumberMap(Map<Long, Double> entries) {}

  @CompiledJson
  public record NumberMapList(List<NumberMap> maps) {}

  static NumberMap from(dev.serbench.model.NumberMap m) {
    return new NumberMap(m.entries());
  }

  static dev.serbench.model.NumberMap toModel(NumberMap m) {
    return new dev.serbench.model.NumberMap(m.entries());
  }

  static NumberMapList from(dev.serbench.model.NumberMapList l) {
    return new NumberMapList(list(l.maps(), MapsJson::from));
  }

  static dev.serbench.model.NumberMapList toModel(NumberMapList l) {
    return new dev.serbench.model.NumberMapList(list(l.maps(), MapsJson::toModel));
  }
}
