package dev.serbench.codec.json;

import static dev.serbench.api.Conversions.list;
import static dev.serbench.api.Conversions.map;
import static dev.serbench.codec.json.DtoConversions.dateTime;
import static dev.serbench.codec.json.DtoConversions.instant;

import com.dslplatform.json.CompiledJson;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/**
 * The JSON shape of the {@code gpb} family for dsl-json, and its mapping to the canonical model.
 * {@code age} is Go's uint64 held in a long, written as that signed long (the dataset's values are small);
 * {@code countryBytes} is base64, as in Jackson.
 */
final class GpbJson {

  private GpbJson() {}

  @CompiledJson
  public record GpbTiny(long tinyId, String someStr) {}

  @CompiledJson
  public record GpbMedium(long mediumId, String firstName, String lastName, double balance,
      OffsetDateTime createdAt, GpbTiny tiny) {}

  @CompiledJson
  public record GpbBig(long bigId, long age, String country, byte[] countryBytes, OffsetDateTime createdAt,
      OffsetDateTime updatedAt, OffsetDateTime deletedAt, GpbTiny tiny, GpbMedium medium) {}

  @CompiledJson
  public record GpbHuge(List<GpbBig> bigs50, List<GpbBig> bigs256, List<GpbBig> bigs1024) {}

  @CompiledJson
  public record GpbComplex(Map<String, GpbHuge> huges) {}

  @CompiledJson
  public record GpbTinyList(List<GpbTiny> items) {}

  @CompiledJson
  public record GpbMediumList(List<GpbMedium> items) {}

  @CompiledJson
  public record GpbBigList(List<GpbBig> items) {}

  @CompiledJson
  public record GpbHugeList(List<GpbHuge> items) {}

  @CompiledJson
  public record GpbComplexList(List<GpbComplex> items) {}

  static GpbTiny from(dev.serbench.model.GpbTiny t) {
    return t == null ? null : new GpbTiny(t.tinyId(), t.someStr());
  }

  static dev.serbench.model.GpbTiny toModel(GpbTiny t) {
    return t == null ? null : new dev.serbench.model.GpbTiny(t.tinyId(), t.someStr());
  }

  static GpbMedium from(dev.serbench.model.GpbMedium m) {
    return m == null ? null : new GpbMedium(m.mediumId(), m.firstName(), m.lastName(), m.balance(),
        dateTime(m.createdAt()), from(m.tiny()));
  }

  static dev.serbench.model.GpbMedium toModel(GpbMedium m) {
    return m == null ? null : new dev.serbench.model.GpbMedium(m.mediumId(), m.firstName(), m.lastName(),
        m.balance(), instant(m.createdAt()), toModel(m.tiny()));
  }

  static GpbBig from(dev.serbench.model.GpbBig b) {
    return new GpbBig(b.bigId(), b.age(), b.country(), b.countryBytes(), dateTime(b.createdAt()),
        dateTime(b.updatedAt()), dateTime(b.deletedAt()), from(b.tiny()), from(b.medium()));
  }

  static dev.serbench.model.GpbBig toModel(GpbBig b) {
    return new dev.serbench.model.GpbBig(b.bigId(), b.age(), b.country(), b.countryBytes(),
        instant(b.createdAt()), instant(b.updatedAt()), instant(b.deletedAt()), toModel(b.tiny()),
        toModel(b.medium()));
  }

  static GpbHuge from(dev.serbench.model.GpbHuge h) {
    return new GpbHuge(list(h.bigs50(), GpbJson::from), list(h.bigs256(), GpbJson::from),
        list(h.bigs1024(), GpbJson::from));
  }

  static dev.serbench.model.GpbHuge toModel(GpbHuge h) {
    return new dev.serbench.model.GpbHuge(list(h.bigs50(), GpbJson::toModel), list(h.bigs256(), GpbJson::toModel),
        list(h.bigs1024(), GpbJson::toModel));
  }

  static GpbComplex from(dev.serbench.model.GpbComplex c) {
    return new GpbComplex(map(c.huges(), GpbJson::from));
  }

  static dev.serbench.model.GpbComplex toModel(GpbComplex c) {
    return new dev.serbench.model.GpbComplex(map(c.huges(), GpbJson::toModel));
  }

  static GpbTinyList from(dev.serbench.model.GpbTinyList l) {
    return new GpbTinyList(list(l.items(), GpbJson::from));
  }

  static dev.serbench.model.GpbTinyList toModel(GpbTinyList l) {
    return new dev.serbench.model.GpbTinyList(list(l.items(), GpbJson::toModel));
  }

  static GpbMediumList from(dev.serbench.model.GpbMediumList l) {
    return new GpbMediumList(list(l.items(), GpbJson::from));
  }

  static dev.serbench.model.GpbMediumList toModel(GpbMediumList l) {
    return new dev.serbench.model.GpbMediumList(list(l.items(), GpbJson::toModel));
  }

  static GpbBigList from(dev.serbench.model.GpbBigList l) {
    return new GpbBigList(list(l.items(), GpbJson::from));
  }

  static dev.serbench.model.GpbBigList toModel(GpbBigList l) {
    return new dev.serbench.model.GpbBigList(list(l.items(), GpbJson::toModel));
  }

  static GpbHugeList from(dev.serbench.model.GpbHugeList l) {
    return new GpbHugeList(list(l.items(), GpbJson::from));
  }

  static dev.serbench.model.GpbHugeList toModel(GpbHugeList l) {
    return new dev.serbench.model.GpbHugeList(list(l.items(), GpbJson::toModel));
  }

  static GpbComplexList from(dev.serbench.model.GpbComplexList l) {
    return new GpbComplexList(list(l.items(), GpbJson::from));
  }

  static dev.serbench.model.GpbComplexList toModel(GpbComplexList l) {
    return new dev.serbench.model.GpbComplexList(list(l.items(), GpbJson::toModel));
  }
}
