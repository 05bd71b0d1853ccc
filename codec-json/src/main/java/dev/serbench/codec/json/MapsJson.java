package dev.serbench.codec.json;

import static dev.serbench.api.Conversions.list;

import com.dslplatform.json.CompiledJson;
import dev.serbench.model.NumberMap;
import dev.serbench.model.NumberMapList;
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
  public record NumberMapDto(Map<Long, Double> entries) {}

  @CompiledJson
  public record NumberMapListDto(List<NumberMapDto> maps) {}

  static NumberMapDto from(NumberMap m) {
    return new NumberMapDto(m.entries());
  }

  static NumberMap toModel(NumberMapDto m) {
    return new NumberMap(m.entries());
  }

  static NumberMapListDto from(NumberMapList l) {
    return new NumberMapListDto(list(l.maps(), MapsJson::from));
  }

  static NumberMapList toModel(NumberMapListDto l) {
    return new NumberMapList(list(l.maps(), MapsJson::toModel));
  }
}
