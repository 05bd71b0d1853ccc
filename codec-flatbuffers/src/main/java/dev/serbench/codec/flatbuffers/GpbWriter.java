package dev.serbench.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.serbench.schemas.fbs.GpbBig;
import dev.serbench.schemas.fbs.GpbBigList;
import dev.serbench.schemas.fbs.GpbComplex;
import dev.serbench.schemas.fbs.GpbComplexList;
import dev.serbench.schemas.fbs.GpbHuge;
import dev.serbench.schemas.fbs.GpbHugeList;
import dev.serbench.schemas.fbs.GpbMedium;
import dev.serbench.schemas.fbs.GpbMediumList;
import dev.serbench.schemas.fbs.GpbTiny;
import dev.serbench.schemas.fbs.GpbTinyList;
import dev.serbench.schemas.fbs.StringGpbHugeEntry;
import java.util.List;
import java.util.Map;

/** Builds gpb.fbs's tables from the canonical records. */
final class GpbWriter {

  private GpbWriter() {}

  static int tiny(FlatBufferBuilder builder, dev.serbench.model.GpbTiny value) {
    int someStr = builder.createString(value.someStr());
    return GpbTiny.createGpbTiny(builder, value.tinyId(), someStr);
  }

  static int medium(FlatBufferBuilder builder, dev.serbench.model.GpbMedium value) {
    int firstName = builder.createString(value.firstName());
    int lastName = builder.createString(value.lastName());
    int tiny = tiny(builder, value.tiny());
    // Tables with struct fields get no generated create method: fields are added largest first.
    GpbMedium.startGpbMedium(builder);
    GpbMedium.addMediumId(builder, value.mediumId());
    GpbMedium.addBalance(builder, value.balance());
    GpbMedium.addCreatedAt(builder, Timestamps.create(builder, value.createdAt()));
    GpbMedium.addFirstName(builder, firstName);
    GpbMedium.addLastName(builder, lastName);
    GpbMedium.addTiny(builder, tiny);
    return GpbMedium.endGpbMedium(builder);
  }

  static int big(FlatBufferBuilder builder, dev.serbench.model.GpbBig value) {
    int country = builder.createString(value.country());
    int countryBytes = GpbBig.createCountryBytesVector(builder, value.countryBytes());
    int tiny = tiny(builder, value.tiny());
    int medium = medium(builder, value.medium());
    GpbBig.startGpbBig(builder);
    GpbBig.addBigId(builder, value.bigId());
    GpbBig.addAge(builder, value.age());
    GpbBig.addCreatedAt(builder, Timestamps.create(builder, value.createdAt()));
    GpbBig.addUpdatedAt(builder, Timestamps.create(builder, value.updatedAt()));
    GpbBig.addDeletedAt(builder, Timestamps.create(builder, value.deletedAt()));
    GpbBig.addCountry(builder, country);
    GpbBig.addCountryBytes(builder, countryBytes);
    GpbBig.addTiny(builder, tiny);
    GpbBig.addMedium(builder, medium);
    return GpbBig.endGpbBig(builder);
  }

  static int huge(FlatBufferBuilder builder, dev.serbench.model.GpbHuge value) {
    int bigs50 = GpbHuge.createBigs50Vector(builder, bigs(builder, value.bigs50()));
    int bigs256 = GpbHuge.createBigs256Vector(builder, bigs(builder, value.bigs256()));
    int bigs1024 = GpbHuge.createBigs1024Vector(builder, bigs(builder, value.bigs1024()));
    return GpbHuge.createGpbHuge(builder, bigs50, bigs256, bigs1024);
  }

  static int complex(FlatBufferBuilder builder, dev.serbench.model.GpbComplex value) {
    Map<String, dev.serbench.model.GpbHuge> huges = value.huges();
    int[] entries = new int[huges.size()];
    int i = 0;
    for (Map.Entry<String, dev.serbench.model.GpbHuge> entry : huges.entrySet()) {
      int key = builder.createString(entry.getKey());
      int huge = huge(builder, entry.getValue());
      entries[i++] = StringGpbHugeEntry.createStringGpbHugeEntry(builder, key, huge);
    }
    // The entry's key is declared (key): the documented way to build such a vector sorts it by key,
    // so that readers may look entries up with hugesByKey. The sort needs an accessor object.
    int sorted = builder.createSortedVectorOfTables(new StringGpbHugeEntry(), entries);
    return GpbComplex.createGpbComplex(builder, sorted);
  }

  static int tinyList(FlatBufferBuilder builder, dev.serbench.model.GpbTinyList value) {
    List<dev.serbench.model.GpbTiny> items = value.items();
    int[] offsets = new int[items.size()];
    int i = 0;
    for (dev.serbench.model.GpbTiny item : items) {
      offsets[i++] = tiny(builder, item);
    }
    return GpbTinyList.createGpbTinyList(builder, GpbTinyList.createItemsVector(builder, offsets));
  }

  static int mediumList(FlatBufferBuilder builder, dev.serbench.model.GpbMediumList value) {
    List<dev.serbench.model.GpbMedium> items = value.items();
    int[] offsets = new int[items.size()];
    int i = 0;
    for (dev.serbench.model.GpbMedium item : items) {
      offsets[i++] = medium(builder, item);
    }
    return GpbMediumList.createGpbMediumList(builder, GpbMediumList.createItemsVector(builder, offsets));
  }

  static int bigList(FlatBufferBuilder builder, dev.serbench.model.GpbBigList value) {
    return GpbBigList.createGpbBigList(builder, GpbBigList.createItemsVector(builder, bigs(builder, value.items())));
  }

  static int hugeList(FlatBufferBuilder builder, dev.serbench.model.GpbHugeList value) {
    List<dev.serbench.model.GpbHuge> items = value.items();
    int[] offsets = new int[items.size()];
    int i = 0;
    for (dev.serbench.model.GpbHuge item : items) {
      offsets[i++] = huge(builder, item);
    }
    return GpbHugeList.createGpbHugeList(builder, GpbHugeList.createItemsVector(builder, offsets));
  }

  static int complexList(FlatBufferBuilder builder, dev.serbench.model.GpbComplexList value) {
    List<dev.serbench.model.GpbComplex> items = value.items();
    int[] offsets = new int[items.size()];
    int i = 0;
    for (dev.serbench.model.GpbComplex item : items) {
      offsets[i++] = complex(builder, item);
    }
    return GpbComplexList.createGpbComplexList(builder, GpbComplexList.createItemsVector(builder, offsets));
  }

  /** The offsets of {@code bigs}' tables, in order, for a createXxxVector call. */
  private static int[] bigs(FlatBufferBuilder builder, List<dev.serbench.model.GpbBig> bigs) {
    int[] offsets = new int[bigs.size()];
    int i = 0;
    for (dev.serbench.model.GpbBig big : bigs) {
      offsets[i++] = big(builder, big);
    }
    return offsets;
  }
}
