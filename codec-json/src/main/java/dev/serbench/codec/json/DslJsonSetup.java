package dev.serbench.codec.json;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;

/** The one dsl-json configuration json-dsl uses. */
final class DslJsonSetup {

  private DslJsonSetup() {}

  /**
   * A DslJson that knows only compiled converters: no {@code withRuntime()}, so a type without a
   * generated {@code _Name_DslJsonConverter} is refused rather than handled by reflection. Doubles are
   * parsed exactly: dsl-json's default parsing can return a value one ulp off.
   */
  static DslJson<Object> compiledOnly() {
    return new DslJson<>(new DslJson.Settings<>()
        .includeServiceLoader()
        .doublePrecision(JsonReader.DoublePrecision.EXACT));
  }
}
