package dev.serbench.codec.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.runtime.Generics;
import com.dslplatform.json.runtime.Settings;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.model.Small;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * json-dsl runs on converters dsl-json's annotation processor generated, never on its reflection
 * runtime: every DTO type has a generated converter, and a type without one is refused.
 */
class DslJsonCompiledConvertersTest {

  private static final DslJson<Object> DSL_JSON = new DslJsonCodec().dslJson();

  /** Every type the DTO holders declare: the records and the enums they use. */
  static Stream<Class<?>> dtoTypes() {
    return Stream.of(PersonJson.class, StructsJson.class, MapsJson.class, GpbJson.class, EventJson.class,
            MediaJson.class)
        .flatMap(holder -> Arrays.stream(holder.getDeclaredClasses()));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dtoTypes")
  void everyDtoHasAGeneratedConverter(Class<?> dto) {
    String generated = dto.getPackageName() + "._" + dto.getName().substring(dto.getPackageName().length() + 1)
        + "_DslJsonConverter";
    Object writer = DSL_JSON.tryFindWriter(dto);
    Object reader = DSL_JSON.tryFindReader(dto);
    assertNotNull(writer, "no writer for " + dto.getName());
    assertNotNull(reader, "no reader for " + dto.getName());
    assertEquals(generated, declaringTopLevel(writer.getClass()).getName(), "writer of " + dto.getName());
    assertEquals(generated, declaringTopLevel(reader.getClass()).getName(), "reader of " + dto.getName());
  }

  /**
   * Types without a compiled converter: the canonical records, a plain bean, a bare
   * {@code Map<Long, Double>} root and a list of beans. dsl-json's reflection runtime would handle all
   * but the records that hold an Instant.
   */
  static Stream<Type> typesWithoutCompiledConverter() {
    Stream<Type> models = Datasets.all().stream().map(Dataset::model).distinct().map(c -> (Type) c);
    return Stream.concat(models, Stream.of(Bean.class,
        Generics.makeParameterizedType(Map.class, Long.class, Double.class),
        Generics.makeParameterizedType(List.class, Bean.class)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("typesWithoutCompiledConverter")
  void typesWithoutACompiledConverterAreRefused(Type type) {
    assertNull(DSL_JSON.tryFindWriter(type), "dsl-json found a writer for " + type.getTypeName());
    assertNull(DSL_JSON.tryFindReader(type), "dsl-json found a reader for " + type.getTypeName());
  }

  /** The control: the same kind of types that json-dsl refuses, dsl-json's runtime does handle. */
  @Test
  void withTheRuntimeTheyWouldBeHandled() {
    DslJson<Object> withRuntime = new DslJson<>(Settings.withRuntime());
    for (Type type : List.of(Bean.class, Small.class,
        Generics.makeParameterizedType(Map.class, Long.class, Double.class))) {
      assertNotNull(withRuntime.tryFindWriter(type), "runtime writer for " + type.getTypeName());
      assertNotNull(withRuntime.tryFindReader(type), "runtime reader for " + type.getTypeName());
    }
  }

  /** A bean dsl-json's runtime serializes by reflection; no converter is compiled for test classes. */
  public static class Bean {
    public long id;
    public String name;
  }

  static Stream<Class<?>> modelTypes() {
    return Datasets.all().stream().map(Dataset::model).distinct().map(c -> (Class<?>) c);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modelTypes")
  void everyModelTypeHasADto(Class<?> model) {
    List<Class<?>> mapped = DtoMappings.all().stream().<Class<?>>map(DtoMapping::model).toList();
    assertTrue(mapped.contains(model), "no DTO mapping for " + model.getName());
  }

  private static Class<?> declaringTopLevel(Class<?> type) {
    Class<?> top = type;
    while (top.getEnclosingClass() != null) {
      top = top.getEnclosingClass();
    }
    return top;
  }
}
