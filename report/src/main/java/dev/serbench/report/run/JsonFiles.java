package dev.serbench.report.run;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serbench.report.ReportException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads JSON files into trees and fields out of them, with errors that name the file and the place. */
final class JsonFiles {

  static final ObjectMapper MAPPER = new ObjectMapper();

  private JsonFiles() {}

  /** Parses {@code file}; a syntax error names the file, line and column. */
  static JsonNode read(Path file) throws ReportException {
    String name = file.getFileName().toString();
    try {
      JsonNode node = MAPPER.readTree(file.toFile());
      if (node == null || node.isMissingNode()) {
        throw new ReportException(file + ": empty file, expected JSON");
      }
      return node;
    } catch (JsonProcessingException e) {
      JsonLocation at = e.getLocation();
      String where = at == null ? "" : ":" + at.getLineNr() + ":" + at.getColumnNr();
      throw new ReportException(file + where + ": malformed JSON in " + name + ": " + e.getOriginalMessage(), e);
    } catch (IOException e) {
      throw new ReportException(file + ": cannot read: " + e.getMessage(), e);
    }
  }

  /** A text field, or "" when absent or null. */
  static String text(JsonNode node, String field) {
    JsonNode v = node.get(field);
    return v == null || v.isNull() ? "" : v.asText();
  }

  /** A whole-number field, or {@code fallback} when absent. */
  static long number(JsonNode node, String field, long fallback) {
    JsonNode v = node.get(field);
    return v == null || !v.isNumber() ? fallback : v.asLong();
  }

  /** A number field that may also be a string such as "NaN" (as JMH writes it); NaN when absent. */
  static double decimal(JsonNode node, String field) {
    JsonNode v = node.get(field);
    if (v == null || v.isNull()) {
      return Double.NaN;
    }
    if (v.isNumber()) {
      return v.asDouble();
    }
    try {
      return Double.parseDouble(v.asText().trim());
    } catch (NumberFormatException e) {
      return Double.NaN;
    }
  }

  /** A boolean field, or null when absent. */
  static Boolean flag(JsonNode node, String field) {
    JsonNode v = node.get(field);
    return v == null || !v.isBoolean() ? null : v.asBoolean();
  }

  /** The texts of an array field; empty when absent. */
  static List<String> texts(JsonNode node, String field) {
    List<String> out = new ArrayList<>();
    JsonNode v = node.get(field);
    if (v != null && v.isArray()) {
      v.forEach(item -> out.add(item.asText()));
    }
    return List.copyOf(out);
  }

  /** A text field that must be there and not empty: {@code allocs.json: entries[3].codec missing}. */
  static String requiredText(Path file, String where, JsonNode node, String field) throws ReportException {
    JsonNode v = node.get(field);
    if (v == null || v.isNull() || (v.isTextual() && v.asText().isEmpty())) {
      throw new ReportException(file + ": " + where + "." + field + " missing");
    }
    if (!v.isValueNode()) {
      throw new ReportException(file + ": " + where + "." + field + " is not a text");
    }
    return v.asText();
  }

  /** A number field that must be there and be a finite JSON number. */
  static double requiredNumber(Path file, String where, JsonNode node, String field) throws ReportException {
    JsonNode v = node.get(field);
    if (v == null || v.isNull()) {
      throw new ReportException(file + ": " + where + "." + field + " missing");
    }
    if (!v.isNumber() || !Double.isFinite(v.asDouble())) {
      throw new ReportException(file + ": " + where + "." + field + " is not a number: " + v);
    }
    return v.asDouble();
  }

  /** An object field that must be there. */
  static JsonNode requiredObject(Path file, String where, JsonNode node, String field) throws ReportException {
    JsonNode v = node.get(field);
    if (v == null || v.isNull()) {
      throw new ReportException(file + ": " + where + "." + field + " missing");
    }
    if (!v.isObject()) {
      throw new ReportException(file + ": " + where + "." + field + " is not an object");
    }
    return v;
  }

  /** The elements of an array field that must be there (it may be empty). */
  static List<JsonNode> requiredArray(Path file, String where, JsonNode node, String field) throws ReportException {
    JsonNode v = node.get(field);
    if (v == null || v.isNull()) {
      throw new ReportException(file + ": " + (where.isEmpty() ? "" : where + ".") + field + " missing");
    }
    if (!v.isArray()) {
      throw new ReportException(file + ": " + (where.isEmpty() ? "" : where + ".") + field + " is not an array");
    }
    List<JsonNode> out = new ArrayList<>();
    v.forEach(out::add);
    return out;
  }

  /** The root of a file that must be an object with {@code "formatVersion": version}. */
  static JsonNode versioned(Path file, int version) throws ReportException {
    JsonNode root = read(file);
    if (!root.isObject()) {
      throw new ReportException(file + ": expected a JSON object, found " + root.getNodeType());
    }
    JsonNode v = root.get("formatVersion");
    if (v == null || !v.isInt()) {
      throw new ReportException(file + ": missing formatVersion (expected " + version + ")");
    }
    if (v.asInt() != version) {
      throw new ReportException(file + ": formatVersion " + v.asInt() + " is not supported (this report reads "
          + version + ")");
    }
    return root;
  }
}
