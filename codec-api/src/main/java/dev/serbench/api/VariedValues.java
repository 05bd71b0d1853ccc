package dev.serbench.api;

import static dev.serbench.api.StudyValues.list;

import dev.serbench.model.Big;
import dev.serbench.model.Event;
import dev.serbench.model.GpbBig;
import dev.serbench.model.GpbComplex;
import dev.serbench.model.GpbHuge;
import dev.serbench.model.GpbMedium;
import dev.serbench.model.GpbTiny;
import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.model.MediaContent;
import dev.serbench.model.Medium;
import dev.serbench.model.NumberMap;
import dev.serbench.model.NumberMapList;
import dev.serbench.model.Small;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Values 1 and up of each dataset: the shape of the study's value (the same fields present or absent,
 * the same counts), with other contents drawn from a {@link Variation}: ids, strings of other contents
 * and lengths near the study's, timestamps (the edge cases first), map keys, text. Every object and
 * string is a new instance, as in {@link StudyValues}.
 */
final class VariedValues {

  private static final String[] COUNTRIES = {
    "Ukraine", "Poland", "Brasil", "Österreich", "Côte d'Ivoire", "Україна", "日本", "Ελλάδα", "Norway",
  };
  private static final String[] PEOPLE = {
    "Bill Gates", "Steve Jobs\uC2A4", "Ada Lovelace", "Grace Hopper", "Linus Torvalds", "José Valim",
    "Андрей Ершов", "松本行弘", "Bjarne Stroustrup",
  };

  private VariedValues() {}

  // "gob vs json"
  static Small small(Variation v) {
    return small(v, v.nextInt(10_000));
  }

  private static Small small(Variation v, long id) {
    return new Small(id, v.word(2, 8));
  }

  static Medium medium(Variation v) {
    return medium(v, v.nextInt(10_000));
  }

  private static Medium medium(Variation v, long id) {
    return new Medium(id, v.word(2, 8), v.instant(), v.instant(), v.word(0, 4), v.word(3, 9), null, v.cents(1000),
        small(v, id));
  }

  static Big big(Variation v) {
    return big(v, v.nextInt(10_000));
  }

  private static Big big(Variation v, long id) {
    return new Big(id, v.word(2, 8), v.instant(), v.instant(), v.word(0, 4), v.word(3, 9), null, v.cents(1000),
        medium(v, id), StudyValues.zeroMedium(), medium(v, v.nextInt(10_000)));
  }

  /** {@code count} items with consecutive ids from a random base, as the study's ids 0..count-1. */
  static List<Small> smalls(Variation v, int count) {
    int base = v.nextInt(10_000);
    return list(count, i -> small(v, base + i));
  }

  static List<Medium> mediums(Variation v, int count) {
    int base = v.nextInt(10_000);
    return list(count, i -> medium(v, base + i));
  }

  static List<Big> bigs(Variation v, int count) {
    int base = v.nextInt(10_000);
    return list(count, i -> big(v, base + i));
  }

  /**
   * {@code keys} distinct keys in [0, 4 x keys), one in each step of 4 (ascending, as the study's), each
   * to a double of two decimals.
   */
  static NumberMap numberMap(Variation v, int keys) {
    Map<Long, Double> entries = new LinkedHashMap<>();
    for (int i = 0; i < keys; i++) {
      entries.put(4L * i + v.nextInt(4), v.cents(4 * keys));
    }
    return new NumberMap(entries);
  }

  static NumberMapList numberMapList(Variation v, int maps, int keys) {
    return new NumberMapList(list(maps, i -> numberMap(v, keys)));
  }

  // gob-proto-bench
  static GpbTiny gpbTiny(Variation v) {
    return new GpbTiny(v.nextInt(1000), v.word(2, 5) + " " + v.word(2, 5));
  }

  static GpbMedium gpbMedium(Variation v) {
    return new GpbMedium(v.nextInt(1000), v.name(2, 6), v.name(2, 6), v.cents(10_000), v.instant(), gpbTiny(v));
  }

  static GpbBig gpbBig(Variation v) {
    String country = v.pick(COUNTRIES);
    return new GpbBig(v.nextInt(100_000), 18 + v.nextInt(80), country, country.getBytes(StandardCharsets.UTF_8),
        v.instant(), v.instant(), v.instant(), gpbTiny(v), gpbMedium(v));
  }

  static GpbHuge gpbHuge(Variation v) {
    return new GpbHuge(list(50, i -> gpbBig(v)), list(256, i -> gpbBig(v)), list(1024, i -> gpbBig(v)));
  }

  /** 50 entries, as the study's keys "0".."49", under 50 distinct keys drawn from 0..199. */
  static GpbComplex gpbComplex(Variation v) {
    Map<String, GpbHuge> huges = new LinkedHashMap<>();
    while (huges.size() < 50) {
      String key = Integer.toString(v.nextInt(200));
      if (!huges.containsKey(key)) {
        huges.put(key, gpbHuge(v));
      }
    }
    return new GpbComplex(huges);
  }

  // The payload study: the message is text of the same UTF-8 size as value 0's 'x's.
  static Event event(Variation v, int messageBytes) {
    return new Event(v.nextInt(1000), v.text(messageBytes));
  }

  // eishay/jvm-serializers' MediaContent, with other strings and numbers.
  static MediaContent media(Variation v) {
    String title = v.name(4, 10) + " " + v.name(4, 10);
    int[][] resolutions = {{640, 480}, {1280, 720}, {1920, 1080}, {720, 576}, {3840, 2160}};
    int[] resolution = resolutions[v.nextInt(resolutions.length)];
    Media media = new Media("http://" + v.word(4, 10) + ".com/" + v.word(4, 10) + ".mpg", title, resolution[0],
        resolution[1], v.pick("video/mpg4", "video/mp4", "video/webm"), 60_000L * (1 + v.nextInt(600)),
        1_000_000L * (1 + v.nextInt(100)), 64_000 * (1 + v.nextInt(100)), List.of(v.pick(PEOPLE), v.pick(PEOPLE)),
        v.nextInt(2) == 0 ? Media.Player.JAVA : Media.Player.FLASH, null);
    String host = v.word(4, 10);
    List<Image> images = List.of(
        new Image("http://" + host + ".com/" + v.word(4, 10) + "_large.jpg", new String(title.toCharArray()),
            1024, 768, Image.Size.LARGE),
        new Image("http://" + host + ".com/" + v.word(4, 10) + "_small.jpg", new String(title.toCharArray()),
            320, 240, Image.Size.SMALL));
    return new MediaContent(media, images);
  }
}
