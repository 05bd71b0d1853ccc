package dev.serbench.api;

import static dev.serbench.api.StudyValues.list;

import dev.serbench.model.BigList;
import dev.serbench.model.GpbBigList;
import dev.serbench.model.GpbComplexList;
import dev.serbench.model.GpbHugeList;
import dev.serbench.model.GpbMediumList;
import dev.serbench.model.GpbTinyList;
import dev.serbench.model.MediumList;
import dev.serbench.model.SmallList;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** Every dataset serbench measures, by id; their ids are part of serbench's interface. */
public final class Datasets {

  private static final List<Dataset<?>> ALL = build();
  private static final Map<String, Dataset<?>> BY_ID = index(ALL);

  private Datasets() {}

  /** All datasets, in the order tables show them. */
  public static List<Dataset<?>> all() {
    return ALL;
  }

  /** The dataset with this id, if there is one. */
  public static Optional<Dataset<?>> find(String id) {
    return Optional.ofNullable(BY_ID.get(id));
  }

  /**
   * The datasets a selection names, in table order.
   *
   * @param selection comma-separated ids and globs ({@code *}, {@code ?}), or null/blank for all
   * @param skipLargeUnlessNamed leave out group-{@code large} datasets that only a glob or the
   *     default selection matched (a quick run)
   * @throws IllegalArgumentException naming an unknown id or a glob that matches nothing, with the valid ids
   */
  public static List<Dataset<?>> select(String selection, boolean skipLargeUnlessNamed) {
    if (selection == null || selection.isBlank()) {
      return ALL.stream().filter(d -> !(skipLargeUnlessNamed && d.large())).toList();
    }
    List<String> named = new ArrayList<>();
    List<Pattern> globs = new ArrayList<>();
    for (String item : selection.split(",")) {
      String token = item.trim();
      if (token.isEmpty()) {
        continue;
      }
      if (token.contains("*") || token.contains("?")) {
        Pattern glob = glob(token);
        if (ALL.stream().noneMatch(d -> glob.matcher(d.id()).matches())) {
          throw new IllegalArgumentException("dataset pattern '" + token + "' matches nothing (known: " + ids() + ")");
        }
        globs.add(glob);
      } else if (!BY_ID.containsKey(token)) {
        throw new IllegalArgumentException("unknown dataset '" + token + "' (known: " + ids() + ")");
      } else {
        named.add(token);
      }
    }
    return ALL.stream()
        .filter(d -> named.contains(d.id())
            || (!(skipLargeUnlessNamed && d.large()) && globs.stream().anyMatch(g -> g.matcher(d.id()).matches())))
        .toList();
  }

  /** All ids, comma-separated, for error messages. */
  public static String ids() {
    return ALL.stream().map(Dataset::id).collect(Collectors.joining(", "));
  }

  private static Pattern glob(String glob) {
    StringBuilder regex = new StringBuilder();
    for (char c : glob.toCharArray()) {
      switch (c) {
        case '*' -> regex.append(".*");
        case '?' -> regex.append('.');
        default -> regex.append(Pattern.quote(String.valueOf(c)));
      }
    }
    return Pattern.compile(regex.toString());
  }

  private static Map<String, Dataset<?>> index(List<Dataset<?>> datasets) {
    Map<String, Dataset<?>> byId = new LinkedHashMap<>();
    for (Dataset<?> d : datasets) {
      if (byId.put(d.id(), d) != null) {
        throw new IllegalStateException("two datasets share the id " + d.id());
      }
    }
    return byId;
  }

  private static List<Dataset<?>> build() {
    List<Dataset<?>> d = new ArrayList<>();
    d.add(Dataset.builder("person", "person", dev.serbench.model.Person.class)
        .description(StudyValues.PERSON_VALUES + " random persons (seeded): alecthomas/go_serialization_benchmarks' struct")
        .values(StudyValues::persons));

    // "gob vs json"
    d.add(Dataset.builder("small", "structs", dev.serbench.model.Small.class)
        .description("Small{id 1, name}").value(() -> StudyValues.small(1)));
    d.add(Dataset.builder("medium", "structs", dev.serbench.model.Medium.class)
        .description("Medium{id 1, zero timestamps, optional strings, Small}").value(() -> StudyValues.medium(1)));
    d.add(Dataset.builder("big", "structs", dev.serbench.model.Big.class)
        .description("Big{id 1, three Mediums, one all-default}").value(() -> StudyValues.big(1)));
    d.add(Dataset.builder("small-list-100", "structs", SmallList.class).elements(100)
        .description("100 Smalls, ids 0..99").value(() -> new SmallList(list(100, StudyValues::small))));
    d.add(Dataset.builder("medium-list-100", "structs", MediumList.class).elements(100)
        .description("100 Mediums, ids 0..99").value(() -> new MediumList(list(100, StudyValues::medium))));
    d.add(Dataset.builder("big-list-100", "structs", BigList.class).elements(100)
        .description("100 Bigs, ids 0..99").value(() -> new BigList(list(100, StudyValues::big))));
    for (int keys : new int[] {10, 50, 100, 1000}) {
      d.add(Dataset.builder("map-" + keys, "maps", dev.serbench.model.NumberMap.class).elements(keys)
          .description("map int64 -> float64, keys 0.." + (keys - 1) + ", value = key")
          .value(() -> StudyValues.numberMap(keys)));
    }
    for (int[] shape : new int[][] {{10, 10}, {1000, 10}, {100, 100}, {1000, 1000}}) {
      int maps = shape[0];
      int keys = shape[1];
      d.add(Dataset.builder("map-list-" + maps + "x" + keys, "maps", dev.serbench.model.NumberMapList.class)
          .elements((long) maps * keys)
          .description(maps + " maps of " + keys + " entries each")
          .value(() -> StudyValues.numberMapList(maps, keys)));
    }

    // gob-proto-bench
    d.add(Dataset.builder("gpb-tiny", "gpb", dev.serbench.model.GpbTiny.class)
        .description("Tiny{tinyId 1, someStr}").value(StudyValues::gpbTiny));
    d.add(Dataset.builder("gpb-medium", "gpb", dev.serbench.model.GpbMedium.class)
        .description("Medium{names, balance, timestamp, Tiny}").value(StudyValues::gpbMedium));
    d.add(Dataset.builder("gpb-big", "gpb", dev.serbench.model.GpbBig.class)
        .description("Big{uint64 age, bytes, three timestamps, Tiny, Medium}").value(StudyValues::gpbBig));
    d.add(Dataset.builder("gpb-huge", "gpb", dev.serbench.model.GpbHuge.class).elements(50 + 256 + 1024)
        .description("Huge{lists of 50, 256 and 1024 Bigs}").value(StudyValues::gpbHuge));
    d.add(Dataset.builder("gpb-complex", "gpb", dev.serbench.model.GpbComplex.class).elements(50)
        .description("map string -> Huge, keys \"0\"..\"49\"").value(StudyValues::gpbComplex));
    d.add(Dataset.builder("gpb-tiny-list-5", "gpb", GpbTinyList.class).elements(5)
        .description("5 Tinys").value(() -> new GpbTinyList(list(5, i -> StudyValues.gpbTiny()))));
    d.add(Dataset.builder("gpb-medium-list-10", "gpb", GpbMediumList.class).elements(10)
        .description("10 Mediums").value(() -> new GpbMediumList(list(10, i -> StudyValues.gpbMedium()))));
    d.add(Dataset.builder("gpb-big-list-50", "gpb", GpbBigList.class).elements(50)
        .description("50 Bigs").value(() -> new GpbBigList(list(50, i -> StudyValues.gpbBig()))));
    d.add(Dataset.builder("gpb-huge-list-50", "gpb", GpbHugeList.class).elements(50).large()
        .description("50 Huges (66,500 Bigs)").value(() -> new GpbHugeList(list(50, i -> StudyValues.gpbHuge()))));
    d.add(Dataset.builder("gpb-complex-list-10", "gpb", GpbComplexList.class).elements(10).large()
        .description("10 complex maps (665,000 Bigs)")
        .value(() -> new GpbComplexList(list(10, i -> StudyValues.gpbComplex()))));

    // The JSON-vs-binary payload ladder.
    String[] names = {"16B", "256B", "4KiB", "64KiB", "500KiB", "1MiB"};
    int[] sizes = {16, 256, 4 * 1024, 64 * 1024, 500 * 1024, 1024 * 1024};
    for (int i = 0; i < names.length; i++) {
      int size = sizes[i];
      d.add(Dataset.builder("event-" + names[i], "event", dev.serbench.model.Event.class).payloadBytes(size)
          .description("Event{id 42, message of " + size + " 'x'}").value(() -> StudyValues.event(size)));
    }

    d.add(Dataset.builder("media", "media", dev.serbench.model.MediaContent.class)
        .description("eishay/jvm-serializers' MediaContent standard value").value(StudyValues::media));
    return List.copyOf(d);
  }
}
