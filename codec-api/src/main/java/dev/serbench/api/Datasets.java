package dev.serbench.api;

import static dev.serbench.api.StudyValues.list;

import dev.serbench.model.Big;
import dev.serbench.model.BigList;
import dev.serbench.model.Event;
import dev.serbench.model.GpbBig;
import dev.serbench.model.GpbBigList;
import dev.serbench.model.GpbComplex;
import dev.serbench.model.GpbComplexList;
import dev.serbench.model.GpbHuge;
import dev.serbench.model.GpbHugeList;
import dev.serbench.model.GpbMedium;
import dev.serbench.model.GpbMediumList;
import dev.serbench.model.GpbTiny;
import dev.serbench.model.GpbTinyList;
import dev.serbench.model.MediaContent;
import dev.serbench.model.Medium;
import dev.serbench.model.MediumList;
import dev.serbench.model.NumberMap;
import dev.serbench.model.NumberMapList;
import dev.serbench.model.Person;
import dev.serbench.model.Small;
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
    d.add(Dataset.builder("person", "person", Person.class).fieldRules(FieldRules.PERSON)
        .description(StudyValues.PERSON_VALUES + " random persons (seeded): alecthomas/go_serialization_benchmarks' struct")
        .values(StudyValues.PERSON_VALUES, StudyValues::persons));

    // "gob vs json"
    d.add(structs("small", Small.class, 0).description("Small{id, name}; value 0 the study's Small{1, \"name\"}")
        .values(() -> StudyValues.small(1), VariedValues::small));
    d.add(structs("medium", Medium.class, 0)
        .description("Medium{id, timestamps, optional strings, Small}; value 0 the study's (id 1, zero timestamps)")
        .values(() -> StudyValues.medium(1), VariedValues::medium));
    d.add(structs("big", Big.class, 0).description("Big{id, three Mediums, one all-default}; value 0 the study's (id 1)")
        .values(() -> StudyValues.big(1), VariedValues::big));
    d.add(structs("small-list-100", SmallList.class, 100).description("100 Smalls, consecutive ids (value 0: 0..99)")
        .values(() -> new SmallList(list(100, StudyValues::small)), v -> new SmallList(VariedValues.smalls(v, 100))));
    d.add(structs("medium-list-100", MediumList.class, 100).description("100 Mediums, consecutive ids (value 0: 0..99)")
        .values(() -> new MediumList(list(100, StudyValues::medium)), v -> new MediumList(VariedValues.mediums(v, 100))));
    d.add(structs("big-list-100", BigList.class, 100).description("100 Bigs, consecutive ids (value 0: 0..99)")
        .values(() -> new BigList(list(100, StudyValues::big)), v -> new BigList(VariedValues.bigs(v, 100))));
    for (int keys : new int[] {10, 50, 100, 1000}) {
      d.add(Dataset.builder("map-" + keys, "maps", NumberMap.class).elements(keys)
          .fieldRules(FieldRules.MAPS)
          .description("map int64 -> float64 of " + keys + " entries (value 0: keys 0.." + (keys - 1) + ", value = key)")
          .values(() -> StudyValues.numberMap(keys), v -> VariedValues.numberMap(v, keys)));
    }
    for (int[] shape : new int[][] {{10, 10}, {1000, 10}, {100, 100}, {1000, 1000}}) {
      int maps = shape[0];
      int keys = shape[1];
      d.add(Dataset.builder("map-list-" + maps + "x" + keys, "maps", NumberMapList.class)
          .elements((long) maps * keys).fieldRules(FieldRules.MAPS)
          .description(maps + " maps of " + keys + " entries each")
          .values(() -> StudyValues.numberMapList(maps, keys), v -> VariedValues.numberMapList(v, maps, keys)));
    }

    // gob-proto-bench
    d.add(gpb("gpb-tiny", GpbTiny.class, 0).description("Tiny{tinyId, someStr}; value 0 the study's Tiny{1, \"foo bar\"}")
        .values(StudyValues::gpbTiny, VariedValues::gpbTiny));
    d.add(gpb("gpb-medium", GpbMedium.class, 0).description("Medium{names, balance, timestamp, Tiny}")
        .values(StudyValues::gpbMedium, VariedValues::gpbMedium));
    d.add(gpb("gpb-big", GpbBig.class, 0)
        .description("Big{uint64 age, bytes, three timestamps, Tiny, Medium}")
        .values(StudyValues::gpbBig, VariedValues::gpbBig));
    d.add(gpb("gpb-huge", GpbHuge.class, 50 + 256 + 1024).description("Huge{lists of 50, 256 and 1024 Bigs}")
        .values(StudyValues::gpbHuge, VariedValues::gpbHuge));
    d.add(gpb("gpb-complex", GpbComplex.class, 50).description("map string -> Huge of 50 entries (value 0: keys \"0\"..\"49\")")
        .values(StudyValues::gpbComplex, VariedValues::gpbComplex));
    d.add(gpb("gpb-tiny-list-5", GpbTinyList.class, 5).description("5 Tinys")
        .values(() -> new GpbTinyList(list(5, i -> StudyValues.gpbTiny())),
            v -> new GpbTinyList(list(5, i -> VariedValues.gpbTiny(v)))));
    d.add(gpb("gpb-medium-list-10", GpbMediumList.class, 10).description("10 Mediums")
        .values(() -> new GpbMediumList(list(10, i -> StudyValues.gpbMedium())),
            v -> new GpbMediumList(list(10, i -> VariedValues.gpbMedium(v)))));
    d.add(gpb("gpb-big-list-50", GpbBigList.class, 50).description("50 Bigs")
        .values(() -> new GpbBigList(list(50, i -> StudyValues.gpbBig())),
            v -> new GpbBigList(list(50, i -> VariedValues.gpbBig(v)))));
    d.add(gpb("gpb-huge-list-50", GpbHugeList.class, 50).large().description("50 Huges (66,500 Bigs)")
        .values(() -> new GpbHugeList(list(50, i -> StudyValues.gpbHuge())),
            v -> new GpbHugeList(list(50, i -> VariedValues.gpbHuge(v)))));
    d.add(gpb("gpb-complex-list-10", GpbComplexList.class, 10).large().description("10 complex maps (665,000 Bigs)")
        .values(() -> new GpbComplexList(list(10, i -> StudyValues.gpbComplex())),
            v -> new GpbComplexList(list(10, i -> VariedValues.gpbComplex(v)))));

    // The JSON-vs-binary payload ladder.
    String[] names = {"16B", "256B", "4KiB", "64KiB", "500KiB", "1MiB"};
    int[] sizes = {16, 256, 4 * 1024, 64 * 1024, 500 * 1024, 1024 * 1024};
    for (int i = 0; i < names.length; i++) {
      int size = sizes[i];
      d.add(Dataset.builder("event-" + names[i], "event", Event.class).payloadBytes(size)
          .fieldRules(FieldRules.EVENT)
          .description("Event{id, message of " + size + " UTF-8 bytes}: value 0 the study's (id 42, all 'x'), values 1-7 mixed text")
          .values(() -> StudyValues.event(size), v -> VariedValues.event(v, size)));
    }

    d.add(Dataset.builder("media", "media", MediaContent.class).fieldRules(FieldRules.MEDIA)
        .description("MediaContent; value 0 eishay/jvm-serializers' standard value").values(StudyValues::media, VariedValues::media));
    return List.copyOf(d);
  }

  private static <T> Dataset.Builder<T> structs(String id, Class<T> model, long elements) {
    return Dataset.builder(id, "structs", model).elements(elements).fieldRules(FieldRules.STRUCTS);
  }

  private static <T> Dataset.Builder<T> gpb(String id, Class<T> model, long elements) {
    return Dataset.builder(id, "gpb", model).elements(elements).fieldRules(FieldRules.GPB);
  }
}
