package dev.serbench.harness.go;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads what Go's {@code encoding/json} wrote for a Go value into serbench's model records, strictly:
 * every record component must have its JSON field and every JSON field its component, so that the
 * value check compares everything the Go value holds.
 *
 * <p>Go's names are matched to the components case-insensitively and without underscores
 * ({@code created_at}, {@code TinyID} and {@code BirthDay} find {@code createdAt}, {@code tinyId} and
 * {@code birthDay}), plus the "gob vs json" study's own tags in {@link #STUDY_TAGS}. A record whose one
 * component is a list or a map (SmallList, NumberMap, GpbComplex, ...) is that bare collection in Go.
 * Times are RFC 3339 with nanoseconds, {@code []byte} is base64, map keys are strings.
 */
final class GoJsonModel {

  /** The "gob vs json" study's JSON tags that are not the component's name in snake case. */
  static final Map<String, String> STUDY_TAGS = Map.of("small", "small_struct", "medium1", "medium_struct_1",
      "medium2", "medium_struct_2", "medium3", "medium_struct_3");

  private GoJsonModel() {}

  /** The model value of {@code type} that {@code node} holds; IOException names the path that does not fit. */
  static <T> T read(JsonNode node, Class<T> type) throws IOException {
    return type.cast(value(node, type, "value"));
  }

  private static Object value(JsonNode node, Type type, String path) throws IOException {
    Class<?> raw = raw(type);
    if (node == null || node.isMissingNode()) {
      throw new IOException(path + ": missing");
    }
    if (node.isNull()) {
      if (raw.isPrimitive()) {
        throw new IOException(path + ": null for a " + raw.getName());
      }
      return null;
    }
    if (raw == long.class || raw == Long.class) {
      return integral(node, path).longValue();
    }
    if (raw == int.class || raw == Integer.class) {
      return Math.toIntExact(integral(node, path).longValue());
    }
    if (raw == double.class || raw == Double.class) {
      if (!node.isNumber()) {
        throw new IOException(path + ": expected a number, got " + node.getNodeType());
      }
      return node.doubleValue();
    }
    if (raw == boolean.class || raw == Boolean.class) {
      if (!node.isBoolean()) {
        throw new IOException(path + ": expected a boolean, got " + node.getNodeType());
      }
      return node.booleanValue();
    }
    if (raw == String.class) {
      return text(node, path);
    }
    if (raw == Instant.class) {
      return Instant.parse(text(node, path));
    }
    if (raw == byte[].class) {
      return node.binaryValue();
    }
    if (List.class.isAssignableFrom(raw)) {
      if (!node.isArray()) {
        throw new IOException(path + ": expected an array, got " + node.getNodeType());
      }
      Type item = argument(type, 0);
      List<Object> items = new ArrayList<>(node.size());
      for (int i = 0; i < node.size(); i++) {
        items.add(value(node.get(i), item, path + "[" + i + "]"));
      }
      return items;
    }
    if (Map.class.isAssignableFrom(raw)) {
      return map(node, argument(type, 0), argument(type, 1), path);
    }
    if (raw.isRecord()) {
      return record(node, raw, path);
    }
    throw new IOException(path + ": no Go JSON reading for " + raw.getName());
  }

  private static Map<Object, Object> map(JsonNode node, Type key, Type value, String path) throws IOException {
    if (!node.isObject()) {
      throw new IOException(path + ": expected an object, got " + node.getNodeType());
    }
    Map<Object, Object> map = new LinkedHashMap<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      Object k = raw(key) == String.class ? e.getKey() : Long.valueOf(e.getKey());
      map.put(k, value(e.getValue(), value, path + "[" + e.getKey() + "]"));
    }
    return map;
  }

  private static Object record(JsonNode node, Class<?> type, String path) throws IOException {
    RecordComponent[] components = type.getRecordComponents();
    Object[] args = new Object[components.length];
    Class<?>[] types = new Class<?>[components.length];
    for (int i = 0; i < components.length; i++) {
      types[i] = components[i].getType();
    }
    boolean bareCollection = components.length == 1 && (List.class.isAssignableFrom(types[0])
        || Map.class.isAssignableFrom(types[0]));
    if (bareCollection) {
      args[0] = value(node, components[0].getGenericType(), path);
    } else {
      if (!node.isObject()) {
        throw new IOException(path + ": expected an object for " + type.getSimpleName() + ", got " + node.getNodeType());
      }
      Map<String, String> fields = new LinkedHashMap<>();
      node.fieldNames().forEachRemaining(f -> fields.put(normalized(f), f));
      Set<String> used = new HashSet<>();
      for (int i = 0; i < components.length; i++) {
        String name = components[i].getName();
        String field = fields.get(normalized(STUDY_TAGS.getOrDefault(name, name)));
        if (field == null) {
          throw new IOException(path + "." + name + ": no Go JSON field for it (fields: " + fields.values() + ")");
        }
        used.add(field);
        args[i] = value(node.get(field), components[i].getGenericType(), path + "." + name);
      }
      for (String field : fields.values()) {
        if (!used.contains(field)) {
          throw new IOException(path + ": Go JSON field '" + field + "' has no component in " + type.getSimpleName());
        }
      }
    }
    try {
      Constructor<?> constructor = type.getDeclaredConstructor(types);
      return constructor.newInstance(args);
    } catch (ReflectiveOperationException e) {
      throw new IOException(path + ": cannot build " + type.getName() + ": " + e, e);
    }
  }

  private static String normalized(String name) {
    return name.replace("_", "").toLowerCase(Locale.ROOT);
  }

  private static JsonNode integral(JsonNode node, String path) throws IOException {
    if (!node.isIntegralNumber()) {
      throw new IOException(path + ": expected an integer, got " + node);
    }
    return node;
  }

  private static String text(JsonNode node, String path) throws IOException {
    if (!node.isTextual()) {
      throw new IOException(path + ": expected a string, got " + node.getNodeType());
    }
    return node.textValue();
  }

  private static Class<?> raw(Type type) {
    return type instanceof ParameterizedType p ? (Class<?>) p.getRawType() : (Class<?>) type;
  }

  private static Type argument(Type type, int index) throws IOException {
    if (type instanceof ParameterizedType p) {
      return p.getActualTypeArguments()[index];
    }
    throw new IOException("raw collection type " + type);
  }
}
